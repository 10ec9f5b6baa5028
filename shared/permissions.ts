import type { ModuleId } from './modules';

/**
 * The permission catalog: every code of the specification, the module whose license it needs,
 * the realm(s) it belongs to and its labels. CORE codes (users, roles, audit) need no license.
 * Routes name these codes explicitly; roles grant them; nothing is inferred from HTTP verbs.
 */
export type PermissionModule = ModuleId | 'CORE';
export type PermissionRealm = 'tenant' | 'operator';

export interface PermissionDef<C extends string = string> {
  code: C;
  module: PermissionModule;
  realms: readonly PermissionRealm[];
  labelFr: string;
  labelEn: string;
}

const T = ['tenant'] as const;
const O = ['operator'] as const;
const BOTH = ['tenant', 'operator'] as const;

function p<C extends string>(code: C, module: PermissionModule, labelFr: string, labelEn: string, realms: readonly PermissionRealm[] = T): PermissionDef<C> {
  return { code, module, realms, labelFr, labelEn };
}

export const PERMISSIONS = [
  // Declarations and reports
  p('accounting.declaration.read', 'ACCOUNTING', 'Consulter les déclarations fiscales et sociales', 'View tax and social declarations'),
  p('accounting.declaration.manage', 'ACCOUNTING', 'Créer et soumettre les déclarations', 'Create and submit declarations'),
  p('accounting.report.read', 'ACCOUNTING', 'Consulter les états financiers', 'View financial reports'),
  p('accounting.dashboard.read', 'ACCOUNTING', 'Consulter le tableau de bord comptable', 'View the accounting dashboard'),
  // General accounting, invoicing, payroll
  p('accounting.read', 'ACCOUNTING', 'Consulter la comptabilité (plan, journal, périodes, factures, paie)', 'View accounting (chart, journal, periods, invoices, payroll)'),
  p('accounting.write', 'ACCOUNTING', 'Saisir les écritures et les factures', 'Create and edit entries and invoices'),
  p('accounting.validate', 'ACCOUNTING', 'Valider les écritures, clôturer les périodes', 'Post entries, close and reopen periods'),
  p('accounting.reconciliation.read', 'ACCOUNTING', 'Consulter les rapprochements bancaires', 'View bank reconciliation'),
  p('accounting.reconciliation.manage', 'ACCOUNTING', 'Importer et rapprocher les relevés', 'Import statements and match lines'),
  p('accounting.manage', 'ACCOUNTING', 'Administrer la comptabilité et la paie', 'Manage accounting configuration and payroll'),
  p('accounting.config', 'ACCOUNTING', 'Télécharger le calendrier fiscal', 'Download the fiscal calendar'),
  p('accounting.invoicing.read', 'ACCOUNTING', 'Télécharger les factures PDF', 'Download invoice PDFs'),
  // Expenses and budgets
  p('accounting.expense.own', 'ACCOUNTING', 'Soumettre ses notes de frais', 'Submit own expense claims'),
  p('accounting.expense.manage', 'ACCOUNTING', 'Traiter les notes de frais', 'Process expense claims'),
  p('accounting.budget.read', 'ACCOUNTING', 'Consulter les budgets', 'View budgets'),
  p('accounting.budget.manage', 'ACCOUNTING', 'Gérer les budgets', 'Manage budgets'),
  // Supplies
  p('supplies.request', 'SUPPLIES', 'Consulter les fournisseurs actifs', 'View active vendors'),
  p('supplies.manage', 'SUPPLIES', 'Gérer le registre des fournisseurs', 'Manage the vendor register'),
  // Operator space
  p('platform.tenants.read', 'PLATFORM', 'Consulter les clients', 'View tenants', O),
  p('platform.tenants.manage', 'PLATFORM', 'Gérer les clients et opérateurs', 'Manage tenants and operators', O),
  p('platform.catalog.manage', 'PLATFORM', 'Gérer le catalogue des offres', 'Manage the plan catalog', O),
  p('platform.subscription.manage', 'PLATFORM', 'Gérer les abonnements', 'Manage subscriptions', O),
  p('platform.subscription.admin', 'PLATFORM', 'Administrer les abonnements et codes promo', 'Administer subscriptions and promo codes', O),
  p('platform.analytics.read', 'PLATFORM', 'Consulter les indicateurs de la plateforme', 'View platform metrics', O),
  p('platform.license.manage', 'PLATFORM', 'Gérer les licences sur site', 'Manage on-premise licenses', O),
  // Import and audit
  p('import.template', 'HR', "Télécharger le modèle d'import", 'Download the import template'),
  p('import.upload', 'HR', "Déposer un classeur d'import", 'Upload an import workbook'),
  p('import.view', 'HR', 'Consulter les imports', 'View import sessions'),
  p('import.execute', 'HR', 'Simuler et exécuter un import', 'Simulate and execute an import'),
  p('import.rollback', 'HR', 'Annuler un import', 'Roll back an import'),
  p('audit.read', 'CORE', "Consulter le journal d'audit", 'View the audit trail', BOTH),
  // Users, employees and contracts
  p('users.manage', 'CORE', 'Gérer les utilisateurs', 'Manage users'),
  p('employee.read', 'HR', 'Consulter les salariés', 'View employees'),
  p('employee.manage', 'HR', 'Gérer les dossiers salariés', 'Manage employee records'),
  p('employee.document.manage', 'HR', 'Gérer les documents RH', 'Manage HR documents'),
  p('employee.ssn.read', 'HR', 'Consulter le numéro de sécurité sociale', 'Read the social security number'),
  p('onboarding.manage', 'HR', "Gérer l'intégration", 'Manage onboarding'),
  p('offboarding.manage', 'HR', 'Gérer les départs', 'Manage offboarding'),
  p('contract.read', 'HR', 'Consulter les contrats', 'View contracts'),
  p('contract.manage', 'HR', 'Gérer les contrats', 'Manage contracts'),
  // Leave
  p('leave.manage', 'LEAVE', 'Administrer les congés', 'Administer leave'),
  p('leave.approve', 'LEAVE', "Approuver les congés de l'équipe", 'Approve team leave'),
  p('leave.create', 'LEAVE', 'Demander un congé', 'Request leave'),
  p('config.manage', 'LEAVE', 'Configurer les congés (export, import, versions)', 'Configure leave (export, import, versions)'),
  // Recruitment
  p('recruitment.requisition.create', 'RECRUITMENT', 'Créer une demande de recrutement', 'Create a job requisition'),
  p('recruitment.requisition.update', 'RECRUITMENT', 'Modifier une demande de recrutement', 'Edit a job requisition'),
  p('recruitment.requisition.delete', 'RECRUITMENT', 'Supprimer une demande de recrutement', 'Delete a job requisition'),
  p('recruitment.requisition.submit', 'RECRUITMENT', 'Soumettre une demande de recrutement', 'Submit a job requisition'),
  p('recruitment.requisition.read', 'RECRUITMENT', 'Consulter les demandes de recrutement', 'View job requisitions'),
  p('recruitment.requisition.approve', 'RECRUITMENT', 'Approuver une demande de recrutement', 'Approve a job requisition'),
  p('recruitment.requisition.reject', 'RECRUITMENT', 'Rejeter une demande de recrutement', 'Reject a job requisition'),
  p('recruitment.offer.create', 'RECRUITMENT', "Créer une offre d'emploi", 'Create a job offer'),
  p('recruitment.offer.update', 'RECRUITMENT', "Modifier une offre d'emploi", 'Edit a job offer'),
  p('recruitment.offer.publish', 'RECRUITMENT', "Publier une offre d'emploi", 'Publish a job offer'),
  p('recruitment.offer.close', 'RECRUITMENT', "Clôturer une offre d'emploi", 'Close a job offer'),
  p('recruitment.offer.delete', 'RECRUITMENT', "Supprimer une offre d'emploi", 'Delete a job offer'),
  p('recruitment.offer.read', 'RECRUITMENT', "Consulter les offres d'emploi", 'View job offers'),
  p('recruitment.candidate.create', 'RECRUITMENT', 'Enregistrer une candidature', 'Record an application'),
  p('recruitment.application.read', 'RECRUITMENT', 'Consulter les candidatures', 'View applications'),
  p('recruitment.application.update', 'RECRUITMENT', 'Faire avancer les candidatures', 'Move applications'),
  p('recruitment.interview.create', 'RECRUITMENT', 'Planifier un entretien', 'Schedule an interview'),
  p('recruitment.interview.read', 'RECRUITMENT', 'Consulter les entretiens', 'View interviews'),
  p('recruitment.interview.update', 'RECRUITMENT', 'Modifier un entretien', 'Edit an interview'),
  p('recruitment.interview.complete', 'RECRUITMENT', 'Clôturer un entretien', 'Complete an interview'),
  p('recruitment.offer_letter.create', 'RECRUITMENT', "Rédiger une lettre d'offre", 'Create an offer letter'),
  p('recruitment.offer_letter.read', 'RECRUITMENT', "Consulter les lettres d'offre", 'View offer letters'),
  p('recruitment.offer_letter.send', 'RECRUITMENT', "Envoyer une lettre d'offre", 'Send an offer letter'),
  p('recruitment.offer_letter.approve', 'RECRUITMENT', "Approuver une lettre d'offre", 'Approve an offer letter'),
  p('recruitment.offer_letter.reject', 'RECRUITMENT', "Rejeter une lettre d'offre", 'Reject an offer letter'),
  // Booking
  p('booking.create', 'BOOKING', 'Réserver une ressource', 'Book a resource'),
  p('resource.owner', 'BOOKING', 'Valider les réservations de ses ressources', 'Approve bookings of owned resources'),
  p('resource.manage', 'BOOKING', 'Gérer le catalogue des ressources', 'Manage the resource catalog'),
  p('booking.manage', 'BOOKING', 'Administrer toutes les réservations', 'Administer all bookings'),
  // Appraisal and satisfaction
  p('evaluation.create', 'APPRAISAL', 'Auto-évaluation, entretiens individuels, objectifs', 'Self-assessment, one-on-ones, own objectives'),
  p('evaluation.manage', 'APPRAISAL', 'Évaluations manager, campagnes et formulaires', 'Manager reviews, cycles and forms'),
  p('evaluation.objective.approve', 'APPRAISAL', 'Statuer sur les objectifs', 'Rule on objectives'),
  p('evaluation.feedback360.manage', 'APPRAISAL', 'Gérer les campagnes 360°', 'Manage 360° campaigns'),
  p('evaluation.feedback360.respond', 'APPRAISAL', 'Répondre aux demandes 360°', 'Answer 360° requests'),
  p('satisfaction.survey.create', 'APPRAISAL', 'Créer des enquêtes', 'Create surveys'),
  p('satisfaction.survey.distribute', 'APPRAISAL', 'Diffuser des enquêtes', 'Distribute surveys'),
  p('satisfaction.survey.respond', 'APPRAISAL', 'Répondre aux enquêtes', 'Answer surveys'),
  p('satisfaction.feedback.send', 'APPRAISAL', 'Envoyer des remerciements et feedbacks', 'Send kudos and feedback'),
  p('satisfaction.feedback.manage_values', 'APPRAISAL', "Gérer les valeurs de l'entreprise", 'Manage company values'),
  // Roles
  p('roles.manage', 'CORE', 'Gérer les rôles et leurs permissions', 'Manage roles and permissions'),
] as const;

/** Every permission code of the catalog, as a type: a misspelt code does not compile. */
export type PermissionCode = (typeof PERMISSIONS)[number]['code'];
export const PERMISSION_CODES: readonly PermissionCode[] = PERMISSIONS.map((d) => d.code);

const BY_CODE = new Map<string, PermissionDef<PermissionCode>>(PERMISSIONS.map((d) => [d.code, d]));

export function permissionDef(code: string): PermissionDef<PermissionCode> | undefined {
  return BY_CODE.get(code);
}

export function isPermissionCode(code: string): code is PermissionCode {
  return BY_CODE.has(code);
}

export const TENANT_PERMISSIONS: readonly PermissionCode[] = PERMISSIONS.filter((d) => d.realms.includes('tenant')).map((d) => d.code);
export const OPERATOR_PERMISSIONS: readonly PermissionCode[] = PERMISSIONS.filter((d) => d.realms.includes('operator')).map((d) => d.code);

/**
 * "booking.manage implies resource.manage and resource.owner by role configuration": a role
 * given the first code is stored with the implied ones too, so the guard never has to infer.
 */
export const PERMISSION_IMPLIES: Readonly<Partial<Record<PermissionCode, readonly PermissionCode[]>>> = {
  'booking.manage': ['resource.manage', 'resource.owner'],
};

/** A permission set closed under PERMISSION_IMPLIES, sorted. */
export function withImplied(codes: Iterable<PermissionCode>): PermissionCode[] {
  const out = new Set<PermissionCode>();
  for (const code of codes) {
    out.add(code);
    for (const implied of PERMISSION_IMPLIES[code] ?? []) out.add(implied);
  }
  return [...out].sort();
}

export const TENANT_SYSTEM_ROLES = ['ORG_ADMIN', 'HR_MANAGER', 'MANAGER', 'RECRUITER', 'EMPLOYEE'] as const;
export const OPERATOR_ROLES = ['PLATFORM_OPERATOR', 'PLATFORM_ADMIN'] as const;
export const SYSTEM_ROLES = [...TENANT_SYSTEM_ROLES, ...OPERATOR_ROLES] as const;
export type TenantSystemRole = (typeof TENANT_SYSTEM_ROLES)[number];
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export type SystemRole = (typeof SYSTEM_ROLES)[number];

/** What every employee does for themself (the spec's roles are cumulative: a MANAGER also requests leave). */
const SELF_SERVICE: readonly PermissionCode[] = [
  'accounting.expense.own',
  'leave.create',
  'booking.create',
  'evaluation.create',
  'evaluation.feedback360.respond',
  'satisfaction.survey.respond',
  'satisfaction.feedback.send',
];

const IMPORT: readonly PermissionCode[] = ['import.template', 'import.upload', 'import.view', 'import.execute', 'import.rollback'];
const EMPLOYEES: readonly PermissionCode[] = [
  'employee.read',
  'employee.manage',
  'employee.document.manage',
  'employee.ssn.read',
  'onboarding.manage',
  'offboarding.manage',
  'contract.read',
  'contract.manage',
];
const PLATFORM_COMMON: readonly PermissionCode[] = [
  'platform.tenants.read',
  'platform.tenants.manage',
  'platform.catalog.manage',
  'platform.subscription.manage',
  'platform.analytics.read',
  'platform.license.manage',
  'audit.read',
];

/** Grants of the system roles (read-only; see the report for the choices where the spec is silent). */
export const SYSTEM_ROLE_GRANTS: Readonly<Record<SystemRole, readonly PermissionCode[]>> = {
  ORG_ADMIN: withImplied(TENANT_PERMISSIONS),
  HR_MANAGER: withImplied([
    ...SELF_SERVICE,
    'accounting.read',
    'accounting.manage',
    'audit.read',
    ...IMPORT,
    'leave.manage',
    'leave.approve',
    ...EMPLOYEES,
    'evaluation.manage',
    'evaluation.objective.approve',
    'evaluation.feedback360.manage',
    'satisfaction.survey.create',
    'satisfaction.survey.distribute',
    'satisfaction.feedback.manage_values',
  ]),
  MANAGER: withImplied([
    ...SELF_SERVICE,
    'accounting.expense.manage',
    'leave.approve',
    'employee.read',
    'evaluation.manage',
    'evaluation.objective.approve',
    'resource.owner',
  ]),
  RECRUITER: withImplied([
    ...SELF_SERVICE,
    'recruitment.requisition.create',
    'recruitment.requisition.update',
    'recruitment.requisition.delete',
    'recruitment.requisition.submit',
    'recruitment.requisition.read',
    'recruitment.offer.read',
    'recruitment.offer.create',
    'recruitment.offer.update',
    'recruitment.candidate.create',
    'recruitment.application.read',
    'recruitment.application.update',
    'recruitment.interview.create',
    'recruitment.interview.read',
    'recruitment.interview.update',
    'recruitment.interview.complete',
  ]),
  EMPLOYEE: withImplied(SELF_SERVICE),
  PLATFORM_OPERATOR: [...PLATFORM_COMMON, 'platform.subscription.admin' as const].sort(),
  PLATFORM_ADMIN: [...PLATFORM_COMMON].sort(),
};

/**
 * On-premise there is no operator: the company's administrators (ORG_ADMIN) stand in for one on
 * their own installation's license. The specification names the `/license/*` endpoints' permissions
 * from the operator's catalog; an ORG_ADMIN holds these three in the onprem profile only, and
 * without a module license (the license endpoints must work while no license is valid).
 */
export const ONPREM_ADMIN_PERMISSIONS: readonly PermissionCode[] = ['platform.license.manage', 'platform.subscription.admin', 'platform.tenants.read'];

export const SYSTEM_ROLE_DESCRIPTIONS: Readonly<Record<SystemRole, { fr: string; en: string }>> = {
  ORG_ADMIN: { fr: "Administrateur de l'organisation : toutes les permissions", en: 'Organisation administrator: every permission' },
  HR_MANAGER: { fr: 'Responsable RH', en: 'HR manager' },
  MANAGER: { fr: "Manager d'équipe", en: 'Team manager' },
  RECRUITER: { fr: 'Recruteur', en: 'Recruiter' },
  EMPLOYEE: { fr: 'Salarié (libre-service)', en: 'Employee (self-service)' },
  PLATFORM_OPERATOR: { fr: 'Opérateur de la plateforme', en: 'Platform operator' },
  PLATFORM_ADMIN: { fr: 'Administrateur de la plateforme', en: 'Platform administrator' },
};

/** The custom roles of the specification's tables, created in the demo tenant. */
export const DEMO_CUSTOM_ROLES: ReadonlyArray<{ name: string; description: string; permissions: readonly PermissionCode[] }> = [
  {
    name: 'ACCOUNTANT',
    description: 'Comptable',
    permissions: withImplied([
      'accounting.declaration.read',
      'accounting.declaration.manage',
      'accounting.report.read',
      'accounting.dashboard.read',
      'accounting.read',
      'accounting.write',
      'accounting.validate',
      'accounting.reconciliation.read',
      'accounting.reconciliation.manage',
      'accounting.config',
      'accounting.invoicing.read',
      'accounting.expense.own',
      'accounting.expense.manage',
      'accounting.budget.read',
      'accounting.budget.manage',
    ]),
  },
  {
    name: 'CFO',
    description: 'Directeur financier (lecture)',
    permissions: withImplied([
      'accounting.declaration.read',
      'accounting.report.read',
      'accounting.dashboard.read',
      'accounting.read',
      'accounting.invoicing.read',
      'accounting.budget.read',
    ]),
  },
  {
    name: 'ACHATS',
    description: "Demandeur d'achats",
    permissions: withImplied(['supplies.request']),
  },
];
