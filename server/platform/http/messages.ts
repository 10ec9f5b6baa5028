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
  'user.limitReached': { en: 'The license allows at most {max} active users: deactivate one first or get a license for more', fr: 'La licence autorise au plus {max} utilisateurs actifs : désactivez-en un ou obtenez une licence pour davantage' },
  'user.selfDeactivation': { en: 'You cannot deactivate your own account', fr: 'Vous ne pouvez pas désactiver votre propre compte' },
  'password.currentWrong': { en: 'The current password is wrong', fr: 'Le mot de passe actuel est incorrect' },
  'password.wrong': { en: 'Wrong password', fr: 'Mot de passe incorrect' },
  // On-premise license
  'license.blocked': { en: 'The license of this installation is not valid ({reason}): only signing in and the license screens work until a valid license is imported', fr: "La licence de cette installation n'est pas valide ({reason}) : seules la connexion et la gestion de la licence fonctionnent jusqu'à l'import d'une licence valide" },
  'license.readOnly': { en: 'The license of this installation is {status} ({reason}): data can be read and exported, not changed', fr: 'La licence de cette installation est {status} ({reason}) : les données se consultent et s’exportent, mais ne se modifient plus' },
  'license.refused': { en: 'The license file was refused ({reason}): {detail}', fr: 'Le fichier de licence est refusé ({reason}) : {detail}' },
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
  // Supplies
  'vendor.codeTaken': { en: 'A vendor with code {code} already exists', fr: 'Un fournisseur a déjà le code {code}' },
  'purchase.vendorUnknown': { en: 'Choose a vendor of the register', fr: 'Choisissez un fournisseur du registre' },
  'purchase.vendorInactive': { en: 'The vendor {name} is inactive: choose an active vendor', fr: 'Le fournisseur {name} est inactif : choisissez un fournisseur actif' },
  'purchase.neededByPast': { en: 'The needed-by date is past: change it before submitting', fr: 'La date de besoin est passée : modifiez-la avant de soumettre' },
  // Budgets
  'budget.unknownAccount': { en: 'Account {code} is not in the chart of accounts', fr: "Le compte {code} n'est pas dans le plan comptable" },
  'budget.noActive': { en: 'No budget is active for {year}', fr: "Aucun budget n'est actif pour {year}" },
  'budget.noLine': { en: 'The budget has no line for account {code}', fr: "Le budget n'a pas de ligne pour le compte {code}" },
  // Approval engine
  'workflow.selfApproval': { en: 'You cannot approve or reject your own request', fr: 'Vous ne pouvez pas valider ou refuser votre propre demande' },
  'workflow.notApprover': { en: 'You are not an approver of the current step of this request', fr: "Vous n'êtes pas valideur de l'étape en cours de cette demande" },
  'workflow.alreadyRunning': { en: 'An approval is already in progress for this record', fr: 'Une validation est déjà en cours pour cet élément' },
  // Leave
  'leave.rule.noEmployee': { en: 'Your account is not linked to an employee profile: ask HR to link it before requesting leave', fr: "Votre compte n'est lié à aucun dossier salarié : demandez aux RH de le lier avant de demander un congé" },
  'leave.rule.typeInactive': { en: 'The leave type {type} is no longer available', fr: "Le type de congé {type} n'est plus proposé" },
  'leave.rule.noPolicy': { en: 'The leave type {type} has no policy in force: ask HR to set one', fr: "Le type de congé {type} n'a pas de règle en vigueur : demandez aux RH d'en définir une" },
  'leave.rule.noWorkingDay': { en: 'The period holds no working day (weekends and public holidays are not counted)', fr: 'La période ne compte aucun jour ouvré (week-ends et jours fériés exclus)' },
  'leave.rule.tooLong': { en: 'A request covers {max} calendar days at most', fr: 'Une demande couvre au plus {max} jours calendaires' },
  'leave.rule.proofRequired': { en: 'The leave type {type} requires a proof document: attach it to the request', fr: 'Le type de congé {type} exige un justificatif : joignez-le à la demande' },
  'leave.rule.overlap': { en: 'You already have a leave request from {start} to {end} that overlaps this period', fr: 'Vous avez déjà une demande de congé du {start} au {end} qui chevauche cette période' },
  'leave.rule.notice': { en: 'The leave type {type} requires {days} day(s) of notice: the first day can be {earliest} at the earliest', fr: 'Le type de congé {type} exige un préavis de {days} jour(s) : le premier jour peut être au plus tôt le {earliest}' },
  'leave.rule.maxConsecutive': { en: 'The leave type {type} allows {max} consecutive working day(s) per request; this one holds {days}', fr: 'Le type de congé {type} permet au plus {max} jour(s) ouvré(s) consécutif(s) par demande ; celle-ci en compte {days}' },
  'leave.rule.blackout': { en: 'The period meets the blackout period "{label}" ({start} to {end})', fr: 'La période touche la période de fermeture aux congés « {label} » (du {start} au {end})' },
  'leave.rule.teamCoverage': { en: 'On {date}, only {present}% of your team would be present; the policy requires {min}%', fr: 'Le {date}, seulement {present} % de votre équipe serait présente ; la règle en exige {min} %' },
  'leave.rule.balance': { en: 'Your {type} balance for {year} has {available} day(s) left; the request needs {days}', fr: 'Votre solde {type} {year} est de {available} jour(s) ; la demande en nécessite {days}' },
  'leave.policy.unknownCircuit': { en: 'The approval circuit must be an active LEAVE_REQUEST circuit of your organisation', fr: "Le circuit de validation doit être un circuit actif de demandes de congé de l'organisation" },
  'leave.policy.unknownConvention': { en: 'No collective-agreement template has the code {code}', fr: "Aucun modèle de convention collective n'a le code {code}" },
  'leave.policy.rollbackCurrent': { en: 'Version {version} is already the one in force', fr: 'La version {version} est déjà celle en vigueur' },
  'leave.cancelStarted': { en: 'The leave has already started: ask HR to change it', fr: 'Le congé a déjà commencé : adressez-vous aux RH pour le modifier' },
  'leave.notRequester': { en: 'Only the employee who asked for the leave can cancel it', fr: 'Seul le salarié qui a demandé le congé peut l’annuler' },
  'leave.delegateNotApprover': { en: 'The delegate must hold the permission to approve leave', fr: 'Le délégué doit avoir la permission de valider les congés' },
  'leave.notOnCircuit': { en: 'This request is not waiting for an approval', fr: "Cette demande n'attend aucune validation" },
  // Ledger
  'ledger.unbalanced': {
    en: 'Total debit {debit} differs from total credit {credit}: {missing} missing on the {side} side',
    fr: 'Le total des débits ({debit}) diffère du total des crédits ({credit}) : il manque {missing} au {sideFr}',
  },
  'ledger.periodClosed': { en: 'The fiscal period {period} is closed; reopen it to record entries dated {date}', fr: 'La période {period} est clôturée : rouvrez-la pour enregistrer des écritures datées du {date}' },
  // Invoicing
  'invoicing.creditNoteNotPaid': { en: 'A credit note is not paid: it reduces what its invoice owes', fr: 'Un avoir ne se paie pas : il réduit ce que doit sa facture' },
  'invoicing.paymentBeforeInvoice': { en: 'A payment cannot be dated before the invoice ({date})', fr: 'Un paiement ne peut pas être daté avant la facture ({date})' },
  'invoicing.paymentInFuture': { en: 'A payment cannot be dated in the future', fr: 'Un paiement ne peut pas être daté dans le futur' },
  'invoicing.overpayment': { en: 'The payment of {amount} exceeds the {remaining} still due on {piece}', fr: 'Le paiement de {amount} dépasse les {remaining} restant dus sur {piece}' },
  'invoicing.atMost': { en: 'At most {amount}', fr: 'Au plus {amount}' },
  'invoicing.noEmail': { en: 'No email address is known for {name}', fr: 'Aucune adresse e-mail n’est connue pour {name}' },
  'invoicing.bankOnlyForTransfers': { en: 'Only transfers and cheques reach a bank account', fr: 'Seuls les virements et les chèques vont sur un compte bancaire' },
  'invoicing.unknownBankAccount': { en: 'No bank account has this identifier', fr: 'Aucun compte bancaire n’a cet identifiant' },
  'invoicing.creditNoteNotCancelled': { en: 'A credit note cannot be cancelled', fr: 'Un avoir ne s’annule pas' },
  'invoicing.totalAboveZero': { en: 'The invoice total must be above zero', fr: 'Le total de la facture doit être supérieur à zéro' },
  'invoicing.unknownCustomer': { en: 'No customer has this identifier', fr: 'Aucun client n’a cet identifiant' },
  'invoicing.inactiveCustomer': { en: '{name} is inactive', fr: '{name} est inactif' },
  'invoicing.dueBeforeIssue': { en: 'The due date cannot be before the issue date', fr: 'L’échéance ne peut pas précéder la date de la facture' },
  'invoicing.creditNoteNotEdited': { en: 'A credit note cannot be edited', fr: 'Un avoir ne se modifie pas' },
  'invoicing.issueYearFixed': { en: 'The issue date must stay in {year}, the year of {piece}', fr: 'La date doit rester en {year}, l’année de {piece}' },
  'invoicing.creditOfCreditNote': { en: 'A credit note cannot itself be credited', fr: 'Un avoir ne peut pas lui-même faire l’objet d’un avoir' },
  'invoicing.creditBeforeInvoice': { en: 'A credit note cannot be dated before its invoice ({date})', fr: 'Un avoir ne peut pas être daté avant sa facture ({date})' },
  'invoicing.creditNoteNotReminded': { en: 'A credit note is not reminded', fr: 'Un avoir ne fait pas l’objet de relance' },
  'invoicing.fullyCredited': { en: '{piece} is fully credited', fr: '{piece} est entièrement couverte par des avoirs' },
  'invoicing.creditAboveCreditable': { en: 'At most {amount} remains creditable on {piece}', fr: 'Il reste au plus {amount} à créditer sur {piece}' },
  'invoicing.cancelWithCreditNote': { en: '{piece} has a credit note ({notes}): it cannot be cancelled', fr: '{piece} a un avoir ({notes}) : elle ne peut pas être annulée' },
  'invoicing.customerInvoiced': { en: '{name} has {count} invoice(s): deactivate the customer instead of deleting it', fr: '{name} a {count} facture(s) : désactivez le client au lieu de le supprimer' },
  'invoicing.nothingToRemind': { en: 'Nothing remains due on {piece}: there is nothing to remind', fr: 'Plus rien n’est dû sur {piece} : il n’y a rien à relancer' },
  // Onboarding
  'onboarding.inProgress': { en: 'This employee already has an onboarding in progress', fr: 'Ce salarié a déjà une intégration en cours' },
  'offboarding.inProgress': { en: 'A departure is already in progress for this employee', fr: 'Un départ est déjà en cours pour ce salarié' },
  'offboarding.exitBeforeHire': { en: 'The exit date is before the hire date', fr: "La date de sortie précède la date d'embauche" },
  // Contracts
  'contract.signedInFuture': { en: 'The signature date cannot be in the future', fr: 'La date de signature ne peut pas être dans le futur' },
  'contract.employeeLeft': { en: 'The employee has left the organisation: the contract cannot take effect', fr: "Le salarié a quitté l'organisation : le contrat ne peut pas prendre effet" },
  'contract.otherInForce': { en: 'The employee already has a contract in force ({reference}): terminate it first', fr: "Le salarié a déjà un contrat en vigueur ({reference}) : résiliez-le d'abord" },
  'contract.terminationBeforeStart': { en: 'The termination cannot take effect before the contract starts', fr: 'La résiliation ne peut pas prendre effet avant le début du contrat' },
  // Payroll
  'payroll.periodTaken': { en: 'A payroll run already exists for {period}', fr: 'Une paie existe déjà pour {period}' },
  'payroll.countryUnsupported': { en: 'No payroll rules ship for the country {country} (SN, CI and FR do)', fr: "Aucune règle de paie n'est fournie pour le pays {country} (SN, CI et FR le sont)" },
  'payroll.currencyMismatch': { en: 'The books are kept in {currency}, the {country} payroll in {payrollCurrency}', fr: 'La comptabilité est tenue en {currency}, la paie {country} en {payrollCurrency}' },
  'payroll.noEntries': { en: 'The run has no entry: compute it before validating', fr: "La paie n'a aucun bulletin : calculez-la avant de la valider" },
  'payroll.recompute': { en: 'Variable inputs changed after the last computation: compute the run again before validating', fr: 'Des éléments variables ont changé depuis le dernier calcul : recalculez la paie avant de la valider' },
  'payroll.computeProblems': { en: '{count} employee(s) cannot be paid as things stand; nothing was computed', fr: '{count} salarié(s) ne peuvent pas être payés en l’état ; rien n’a été calculé' },
  'payroll.transferProblems': { en: '{count} employee(s) to pay have no valid IBAN; fix their bank details first', fr: '{count} salarié(s) à payer n’ont pas d’IBAN valide : corrigez d’abord leurs coordonnées bancaires' },
  'payroll.sepaCurrency': { en: 'SEPA transfers are in EUR; this run is paid in {currency}: use the CSV file', fr: 'Les virements SEPA sont en EUR ; cette paie est en {currency} : utilisez le fichier CSV' },
  'payroll.noDebtorAccount': { en: "Register the company's default bank account with a valid IBAN and BIC first", fr: "Enregistrez d'abord le compte bancaire par défaut de l'entreprise avec un IBAN et un BIC valides" },
  'payroll.paymentBeforePeriod': { en: 'The payment date cannot be before the first day of the period ({start})', fr: 'La date de paiement ne peut pas précéder le premier jour de la période ({start})' },
  'payroll.notPaidInRun': { en: 'The employee has no contract paying in {period}', fr: "Le salarié n'a pas de contrat rémunéré sur {period}" },
  'payroll.overrideInvalid': { en: 'The override cannot apply: {problems}', fr: 'La modification ne peut pas s’appliquer : {problems}' },
  'payroll.overrideInUse': { en: 'Runs of {periods} were computed with this override; it stays in their history', fr: 'Des paies ({periods}) ont été calculées avec cette modification ; elle reste dans leur historique' },
  // Satisfaction
  'satisfaction.unknownDepartment': { en: 'Unknown department', fr: 'Département inconnu' },
  'satisfaction.noRecipient': { en: 'Nobody would receive this survey: choose other departments', fr: 'Personne ne recevrait cette enquête : choisissez d’autres départements' },
  'satisfaction.invalidAnswers': { en: 'Some answers are missing or not valid', fr: 'Des réponses manquent ou ne sont pas valables' },
  'satisfaction.questionRequired': { en: 'Question {position} requires an answer', fr: 'La question {position} exige une réponse' },
  'satisfaction.notAQuestion': { en: 'Not a question of this survey', fr: 'Ce n’est pas une question de cette enquête' },
  'satisfaction.answeredTwice': { en: 'This question is answered twice', fr: 'Cette question reçoit deux réponses' },
  'satisfaction.answerRange': { en: 'A whole number from {min} to {max}', fr: 'Un nombre entier de {min} à {max}' },
  'satisfaction.answerOption': { en: 'One of the options of the question', fr: 'L’une des options de la question' },
  'satisfaction.answerText': { en: 'A text', fr: 'Un texte' },
  'satisfaction.alreadyAnswered': { en: 'You have already answered this survey', fr: 'Vous avez déjà répondu à cette enquête' },
  'satisfaction.selfFeedback': { en: 'A message goes to someone else than yourself', fr: 'Un message s’adresse à quelqu’un d’autre que vous-même' },
  'satisfaction.unknownRecipient': { en: 'The recipient must be an active user of the company', fr: 'Le destinataire doit être un utilisateur actif de l’entreprise' },
  'satisfaction.valueRequired': { en: 'A values shout-out names a company value', fr: 'Un message sur les valeurs cite une valeur de l’entreprise' },
  'satisfaction.valueInactive': { en: 'Choose an active company value', fr: 'Choisissez une valeur active de l’entreprise' },
  'satisfaction.valueNameTaken': { en: 'A company value named {name} already exists', fr: 'Une valeur de l’entreprise s’appelle déjà {name}' },
  'satisfaction.valueInUse': { en: 'Messages name this value: deactivate it instead', fr: 'Des messages citent cette valeur : désactivez-la plutôt' },
  'satisfaction.notSender': { en: 'Only the sender deletes a message', fr: 'Seul l’expéditeur supprime un message' },
  // Appraisal
  'appraisal.alreadySigned': { en: 'You have already signed this appraisal', fr: 'Vous avez déjà signé cette évaluation' },
  'appraisal.closesBeforeOpens': { en: 'The closing date is before the opening date', fr: "La date de clôture précède la date d'ouverture" },
  'appraisal.cycleNotOpen': { en: 'The cycle is not open ({status}): it accepts no answers', fr: "La campagne n'est pas ouverte ({status}) : elle n'accepte plus de réponses" },
  'appraisal.duplicateQuestionId': { en: 'Two sections or questions share the same id', fr: 'Deux sections ou questions ont le même identifiant' },
  'appraisal.formInUse': { en: 'A cycle uses this form: it cannot be deleted', fr: 'Une campagne utilise ce formulaire : il ne peut pas être supprimé' },
  'appraisal.invalidAnswers': { en: 'Some answers do not fit the form', fr: 'Certaines réponses ne correspondent pas au formulaire' },
  'appraisal.notReviewer': { en: 'You do not review this appraisal', fr: "Vous n'êtes pas l'évaluateur de cette évaluation" },
  'appraisal.notSignatory': { en: 'Only the employee and the reviewing manager sign', fr: "Seuls le salarié et son manager évaluateur signent" },
  'appraisal.notYours': { en: 'Only the employee fills in their self-assessment', fr: 'Seul le salarié remplit son auto-évaluation' },
  'appraisal.ownReview': { en: 'You cannot review your own appraisal', fr: 'Vous ne pouvez pas évaluer votre propre évaluation' },
  'appraisal.unanswered': { en: '{count} rating question(s) still need an answer', fr: '{count} question(s) à noter attendent encore une réponse' },
  'feedback360.invalidAnswers': { en: 'Some answers do not fit the questionnaire', fr: 'Certaines réponses ne correspondent pas au questionnaire' },
  'feedback360.noSubject': { en: 'Add at least one subject before launching', fr: 'Ajoutez au moins une personne évaluée avant le lancement' },
  'feedback360.notLaunched': { en: 'The campaign is not running ({status})', fr: "La campagne n'est pas en cours ({status})" },
  'feedback360.selfReviewer': { en: 'A subject does not review themself in a 360° campaign', fr: "La personne évaluée ne peut pas être son propre évaluateur" },
  'feedback360.subjectWithoutReviewer': { en: '{count} subject(s) have no reviewer', fr: "{count} personne(s) évaluée(s) n'ont aucun évaluateur" },
  'feedback360.subjectTwice': { en: 'This employee is already a subject of the campaign', fr: 'Ce salarié est déjà évalué dans cette campagne' },
  'feedback360.reviewerTwice': { en: 'This reviewer is already asked about this subject', fr: 'Cet évaluateur est déjà sollicité pour cette personne' },
  'objective.childrenType': { en: 'Other objectives cascade from this one: it stays a {type} objective', fr: "D'autres objectifs découlent de celui-ci : il reste de type {type}" },
  'objective.companyObjective': { en: 'Company objectives are set by HR or an administrator', fr: "Les objectifs de l'entreprise sont fixés par les RH ou un administrateur" },
  'objective.kpiWeights': { en: 'The KPI weightings add up to {total}, not 100', fr: 'Les pondérations des indicateurs font {total}, pas 100' },
  'objective.noOwner': { en: 'The objective needs an owner', fr: "L'objectif doit avoir un responsable" },
  'objective.notYourEmployee': { en: 'You do not manage this objective', fr: 'Vous ne gérez pas cet objectif' },
  'objective.parentType': { en: 'A {type} objective cannot cascade from a {parentType} objective', fr: "Un objectif {type} ne peut pas découler d'un objectif {parentType}" },
  'objective.parentUnknown': { en: 'The parent objective does not exist', fr: "L'objectif parent n'existe pas" },
  'objective.progressFromKpis': { en: 'The progress of an objective with KPIs follows its KPIs', fr: "L'avancement d'un objectif avec indicateurs suit ses indicateurs" },
  'objective.selfDecision': { en: 'You cannot decide on your own objective', fr: 'Vous ne pouvez pas statuer sur votre propre objectif' },
  'objective.teamObjective': { en: 'Team objectives are set by managers', fr: "Les objectifs d'équipe sont fixés par les managers" },
  'objective.unknownItem': { en: 'Unknown milestone or KPI {id}', fr: 'Jalon ou indicateur inconnu : {id}' },
  'oneOnOne.itemCarried': { en: 'This action item was carried over to a later meeting: update it there', fr: 'Cette action a été reportée à un entretien suivant : mettez-la à jour là-bas' },
  'oneOnOne.noProfile': { en: 'You have no employee profile', fr: "Vous n'avez pas de fiche salarié" },
  'oneOnOne.notPair': { en: 'A one-on-one is held with one of your reports or with your manager', fr: "Un entretien individuel se tient avec l'un de vos collaborateurs ou avec votre manager" },
  'oneOnOne.unknownAgendaItem': { en: 'Unknown agenda item {id}', fr: "Point de l'ordre du jour inconnu : {id}" },
  'oneOnOne.ownerNotParticipant': { en: 'An action item belongs to one of the two participants', fr: "Une action revient à l'un des deux participants" },
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
