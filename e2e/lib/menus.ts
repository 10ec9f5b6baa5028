/**
 * The menus each demo login must see, from the permissions of its roles (shared/permissions.ts),
 * in drawer order (sections by their first entry's order). A module that adds menu entries adds
 * them here for the roles that hold their permission.
 */
/** Customer invoicing (accounting.read): invoices, customers, dunning, after reconciliation. */
const INVOICING = ['accounting-invoices', 'accounting-customers', 'accounting-dunning'];
const LEDGER = ['accounting-journal', 'accounting-chart', 'accounting-lettering', 'accounting-periods', 'accounting-payroll', 'accounting-reconciliation', ...INVOICING, 'accounting-config'];
/** Ledger (with bank reconciliation, which accounting.read consults) plus reports, declarations and the accounting dashboard (report, declaration and dashboard permissions). */
const ACCOUNTING = ['accounting-dashboard', 'accounting-journal', 'accounting-chart', 'accounting-lettering', 'accounting-periods', 'accounting-payroll', 'accounting-reports', 'accounting-declarations', 'accounting-reconciliation', ...INVOICING, 'accounting-config'];
/** The same with the expense-claim processing (accounting.expense.manage), between periods and payroll. */
/** Budgets and their variance (accounting.budget.read), after the expense claims and before payroll. */
const BUDGETS = ['accounting-budgets', 'accounting-budget-variance'];
const ACCOUNTING_EXPENSES = [...ACCOUNTING.slice(0, 5), 'accounting-expenses', ...BUDGETS, ...ACCOUNTING.slice(5)];
/** The CFO reads budgets (accounting.budget.read) without processing expense claims. */
const ACCOUNTING_BUDGETS = [...ACCOUNTING.slice(0, 5), ...BUDGETS, ...ACCOUNTING.slice(5)];
/** The employee's self-service: my profile, my expense claims (accounting.expense.own), my payslips (everyone). */
const SELF = ['hr-me', 'hr-expenses', 'hr-payslips'];
/** Then my leave (leave.create) and, for approvers, the leave to approve (leave.approve). */
const SELF_LEAVE = [...SELF, 'hr-leave'];
/** Approvers also see the team calendar (leave.approve); leave administrators (leave.manage) every request, the balances, types, policies and holidays. */
const LEAVE_APPROVER = ['hr-leave-approvals', 'hr-leave-calendar'];
const LEAVE_ADMIN = ['hr-leave-requests', 'hr-leave-balances', 'hr-leave-types', 'hr-leave-policies', 'hr-leave-holidays'];
/** The leave configuration tools (config.manage): ORG_ADMIN only, HR_MANAGER does not hold it (spec, role assignment). */
const LEAVE_CONFIG = ['hr-leave-config'];
const HR_ALL = [...SELF_LEAVE, ...LEAVE_APPROVER, 'hr-directory', 'hr-org', 'hr-departments', 'hr-expiring', 'hr-contracts', 'hr-contract-templates', 'hr-onboardings', 'hr-offboardings', ...LEAVE_ADMIN];
const BOOK = ['booking-resources', 'booking-mine'];
const BOOK_ADMIN = [...BOOK, 'booking-approvals', 'booking-all', 'booking-blockouts', 'booking-catalog', 'booking-stats'];
/** Purchasing: my requests (supplies.request, the demo's ACHATS role), requests to process (supplies.manage), the vendor register (either). */
const SUPPLIES_REQUESTER = ['supplies-my-requests', 'supplies-vendors'];
const SUPPLIES_ALL = ['supplies-my-requests', 'supplies-requests', 'supplies-vendors'];

/** Satisfaction, at the end of the HR section: my surveys (satisfaction.survey.respond) and the recognition wall (satisfaction.feedback.send) for everyone; surveys (create or distribute) and company values (manage_values) for HR. */
const SATISFACTION_SELF = ['hr-my-surveys', 'hr-recognition'];
const SATISFACTION_ALL = [...SATISFACTION_SELF, 'hr-surveys', 'hr-company-values'];
/** Appraisal (evaluation.*), its own section after HR: every employee's own entries (with the 360° feedback to give and their own 360° reports, feedback360.respond); managers' team reviews and cycles; 360° campaigns (feedback360.manage). */
const APPRAISAL_SELF = ['appraisal-mine', 'appraisal-objectives', 'appraisal-one-on-ones', 'appraisal-feedback-pending', 'appraisal-feedback-mine'];
const APPRAISAL_MANAGER = ['appraisal-mine', 'appraisal-team', 'appraisal-cycles', 'appraisal-objectives', 'appraisal-one-on-ones', 'appraisal-feedback-pending', 'appraisal-feedback-mine'];
const APPRAISAL_ALL = [...APPRAISAL_MANAGER, 'appraisal-feedback'];
/** Recruitment, at the end of the HR section: requisitions (requisition.read or create), job offers (offer.read), interviews (interview.read), analytics (application.read). */
const RECRUITMENT = ['recruitment-requisitions', 'recruitment-offers', 'recruitment-calendar', 'recruitment-analytics'];

/** Menus of a user holding the HR_MANAGER role. */
export const HR_MANAGER_MENUS = ['dashboard', 'approvals', ...LEDGER, ...HR_ALL, ...SATISFACTION_ALL, ...APPRAISAL_ALL, ...BOOK, 'workflows', 'import', 'audit'];

export const MENUS_BY_LOGIN: Record<string, string[]> = {
  'admin@demo.local': ['dashboard', 'approvals', ...ACCOUNTING_EXPENSES, ...HR_ALL, ...LEAVE_CONFIG, ...SATISFACTION_ALL, ...RECRUITMENT, ...APPRAISAL_ALL, ...BOOK_ADMIN, ...SUPPLIES_ALL, 'users', 'roles', 'workflows', 'import', 'audit'],
  'hr@demo.local': HR_MANAGER_MENUS,
  'manager@demo.local': ['dashboard', 'approvals', 'accounting-expenses', ...SELF_LEAVE, ...LEAVE_APPROVER, 'hr-directory', 'hr-org', 'hr-departments', ...SATISFACTION_SELF, ...APPRAISAL_MANAGER, ...BOOK, 'booking-approvals', 'booking-blockouts'],
  'employee@demo.local': ['dashboard', 'approvals', ...SELF_LEAVE, ...SATISFACTION_SELF, ...APPRAISAL_SELF, ...BOOK, ...SUPPLIES_REQUESTER],
  'recruiter@demo.local': ['dashboard', 'approvals', ...SELF_LEAVE, ...SATISFACTION_SELF, ...RECRUITMENT, ...APPRAISAL_SELF, ...BOOK, ...SUPPLIES_REQUESTER],
  'accountant@demo.local': ['dashboard', 'approvals', ...ACCOUNTING_EXPENSES, ...SELF],
  'cfo@demo.local': ['dashboard', 'approvals', ...ACCOUNTING_BUDGETS, 'hr-me', 'hr-payslips'],
};

/** Menus of the operator logins: PLATFORM_ADMIN lacks platform.subscription.admin, hence the promo codes. */
export const OPERATOR_MENUS_BY_LOGIN: Record<string, string[]> = {
  'operator@platform.local': ['operator-home', 'operator-tenants', 'operator-catalog', 'operator-promo', 'operator-licenses', 'operator-operators', 'operator-audit'],
  'admin@platform.local': ['operator-home', 'operator-tenants', 'operator-catalog', 'operator-licenses', 'operator-operators', 'operator-audit'],
};
