import type { ProblemCode } from './problem';

/**
 * The catalog of refusal messages in the languages the API speaks: English (the default, and
 * what logs and tests read) and French (callers whose Accept-Language prefers it, like zod's
 * field messages). A module refusing a business rule names its rule here and passes the values
 * the message quotes; `{name}` in a template is replaced by `params.name`.
 */
export const MESSAGES = {
  // Identity and sessions
  'login.tenantRequired': { en: 'The tenant is required', fr: "L'identifiant de l'entreprise est obligatoire" },
  'field.required': { en: 'Required', fr: 'Obligatoire' },
  'user.emailTaken': { en: 'A user with the email {email} already exists', fr: "Un utilisateur a déjà l'adresse {email}" },
  'user.employeeLinked': { en: 'This employee profile is already linked to another user', fr: 'Ce dossier salarié est déjà lié à un autre utilisateur' },
  'user.lastAdmin': { en: 'The organisation must keep at least one active ORG_ADMIN', fr: "L'organisation doit garder au moins un administrateur actif" },
  'user.selfDeactivation': { en: 'You cannot deactivate your own account', fr: 'Vous ne pouvez pas désactiver votre propre compte' },
  'password.currentWrong': { en: 'The current password is wrong', fr: 'Le mot de passe actuel est incorrect' },
  'password.wrong': { en: 'Wrong password', fr: 'Mot de passe incorrect' },
  // Roles
  'role.systemName': { en: '{name} is the name of a system role', fr: '{name} est le nom d’un rôle système' },
  'role.nameTaken': { en: 'A role named {name} already exists', fr: 'Un rôle nommé {name} existe déjà' },
  'role.systemReadOnly': { en: 'System roles are read-only: {name} cannot be {action}', fr: 'Les rôles système ne se modifient pas : {name} reste tel quel' },
  'role.stillAssigned': { en: 'The role {name} is still assigned to {count} user(s)', fr: 'Le rôle {name} est encore attribué à {count} utilisateur(s)' },
  'role.alreadyHeld': { en: 'The user already holds {name}', fr: "L'utilisateur a déjà le rôle {name}" },
  // Employees and departments
  'employee.duplicate': { en: 'Another employee already has this {label}', fr: 'Un autre salarié a déjà cette valeur ({label})' },
  'employee.ownManager': { en: 'An employee cannot be their own manager', fr: 'Un salarié ne peut pas être son propre responsable' },
  'employee.managerTerminated': { en: 'A terminated employee cannot be a manager', fr: 'Un salarié sorti ne peut pas être responsable' },
  'employee.reportingLoop': { en: 'This manager reports (directly or not) to the employee: the reporting line would loop', fr: 'Ce responsable dépend (directement ou non) du salarié : la ligne hiérarchique bouclerait' },
  'employee.cycleField': { en: 'Cycle in the reporting line', fr: 'La ligne hiérarchique bouclerait' },
  'employee.managerTerminatedField': { en: 'Manager is terminated', fr: 'Le responsable est sorti' },
  'department.cycleField': { en: 'Cycle in the department hierarchy', fr: 'La hiérarchie des départements bouclerait' },
  'department.nameTaken': { en: 'A department named {name} already exists', fr: 'Un département nommé {name} existe déjà' },
  'department.codeTaken': { en: 'A department with code {code} already exists', fr: 'Un département a déjà le code {code}' },
  'department.underItself': { en: 'A department cannot be placed under itself or one of its sub-departments', fr: "Un département ne peut pas être placé sous lui-même ni sous l'un de ses sous-départements" },
  'department.hasChildren': { en: 'The department has sub-departments; move or delete them first', fr: "Le département a des sous-départements : déplacez-les ou supprimez-les d'abord" },
  'department.hasEmployees': { en: 'The department still has employees; move them first', fr: "Le département compte encore des salariés : déplacez-les d'abord" },
  // Booking
  'booking.overlap': { en: 'The resource is already booked during this slot', fr: 'La ressource est déjà réservée sur ce créneau' },
  'booking.blockedOut': { en: 'The resource is blocked out during this slot', fr: 'La ressource est indisponible sur ce créneau' },
  'booking.overlapAny': { en: 'The slot overlaps another booking or a blockout of this resource', fr: 'Le créneau chevauche une autre réservation ou une indisponibilité de cette ressource' },
  'booking.seriesOverlap': { en: '{count} of {total} occurrences conflict; nothing was booked', fr: '{count} occurrence(s) sur {total} sont en conflit ; rien n’a été réservé' },
  'booking.resourceDisabled': { en: 'The resource is disabled and cannot be booked', fr: 'La ressource est désactivée et ne peut pas être réservée' },
  'booking.slotOver': { en: 'The slot is already over', fr: 'Le créneau est déjà passé' },
  'booking.slotOverApprove': { en: 'The slot is over: it can no longer be approved', fr: 'Le créneau est passé : il ne peut plus être validé' },
  'booking.selfApproval': { en: 'You cannot approve or reject your own booking', fr: 'Vous ne pouvez pas valider ou refuser votre propre réservation' },
  'booking.notDecider': { en: 'Only the owner of the resource or a booking manager decides on this booking', fr: 'Seuls le propriétaire de la ressource et les gestionnaires des réservations décident de cette réservation' },
  'booking.feedbackNotYet': { en: 'Feedback opens once the slot is over', fr: 'L’avis s’ouvre une fois le créneau passé' },
  'booking.endAfterStart': { en: 'The end must be after the start', fr: 'La fin doit suivre le début' },
  'booking.typeInUse': { en: 'Resources of this type exist: disable them or change their type first', fr: "Des ressources ont ce type : désactivez-les ou changez leur type d'abord" },
  // Expenses
  'expense.selfApproval': { en: 'You cannot {action} your own expense claim', fr: 'Vous ne pouvez pas traiter votre propre note de frais' },
  // Approval engine
  'workflow.selfApproval': { en: 'You cannot approve or reject your own request', fr: 'Vous ne pouvez pas valider ou refuser votre propre demande' },
  'workflow.notApprover': { en: 'You are not an approver of the current step of this request', fr: "Vous n'êtes pas valideur de l'étape en cours de cette demande" },
  'workflow.alreadyRunning': { en: 'An approval is already in progress for this record', fr: 'Une validation est déjà en cours pour cet élément' },
  // Ledger
  'ledger.unbalanced': {
    en: 'Total debit {debit} differs from total credit {credit}: {missing} missing on the {side} side',
    fr: 'Le total des débits ({debit}) diffère du total des crédits ({credit}) : il manque {missing} au {sideFr}',
  },
  'ledger.periodClosed': { en: 'The fiscal period {period} is closed; reopen it to record entries dated {date}', fr: 'La période {period} est clôturée : rouvrez-la pour enregistrer des écritures datées du {date}' },
  // Onboarding
  'onboarding.inProgress': { en: 'This employee already has an onboarding in progress', fr: 'Ce salarié a déjà une intégration en cours' },
  'offboarding.inProgress': { en: 'A departure is already in progress for this employee', fr: 'Un départ est déjà en cours pour ce salarié' },
  'offboarding.exitBeforeHire': { en: 'The exit date is before the hire date', fr: "La date de sortie précède la date d'embauche" },
  // Contracts
  'contract.signedInFuture': { en: 'The signature date cannot be in the future', fr: 'La date de signature ne peut pas être dans le futur' },
  'contract.employeeLeft': { en: 'The employee has left the organisation: the contract cannot take effect', fr: "Le salarié a quitté l'organisation : le contrat ne peut pas prendre effet" },
  'contract.otherInForce': { en: 'The employee already has a contract in force ({reference}): terminate it first', fr: "Le salarié a déjà un contrat en vigueur ({reference}) : résiliez-le d'abord" },
  'contract.terminationBeforeStart': { en: 'The termination cannot take effect before the contract starts', fr: 'La résiliation ne peut pas prendre effet avant le début du contrat' },
} as const satisfies Record<string, { en: string; fr: string }>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;
export type MessageLanguage = 'en' | 'fr';

/**
 * What a problem says in French when no rule names its message: the generic sense of its code
 * (an English detail such as "Booking … not found" would otherwise reach a French screen).
 * Codes of business refusals are absent: those carry a rule, or keep their English detail.
 */
const FRENCH_BY_CODE: Partial<Record<ProblemCode, string>> = {
  VALIDATION_FAILED: "La requête n'est pas valide",
  UNAUTHENTICATED: 'Connectez-vous pour continuer',
  INVALID_CREDENTIALS: 'Adresse e-mail ou mot de passe incorrect',
  PERMISSION_DENIED: "Vous n'avez pas la permission de faire cela",
  MODULE_NOT_LICENSED: "Ce module n'est pas compris dans la licence de votre organisation",
  LICENSE_INVALID: "La licence n'est pas valide",
  TENANT_SUSPENDED: "L'abonnement de votre organisation est suspendu",
  NOT_FOUND: "L'élément demandé n'existe pas ou ne vous est pas visible",
  METHOD_NOT_ALLOWED: 'Méthode non autorisée',
  INVALID_STATE: "Cette action n'est pas possible dans l'état actuel de l'élément",
  PAYLOAD_TOO_LARGE: 'Le fichier ou la requête dépasse la taille permise',
  UNSUPPORTED_MEDIA_TYPE: "Ce type de contenu n'est pas accepté",
  RATE_LIMITED: 'Trop de requêtes : réessayez dans un instant',
  INTERNAL_ERROR: 'Une erreur inattendue est survenue',
  SERVICE_UNAVAILABLE: 'Le service est momentanément indisponible',
};

export function renderMessage(key: MessageKey, params: MessageParams = {}, language: MessageLanguage = 'en'): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function frenchOfCode(code: ProblemCode): string | undefined {
  return FRENCH_BY_CODE[code];
}
