/**
 * The menus each demo login must see, from the permissions of its roles (shared/permissions.ts),
 * in drawer order (sections by their first entry's order). A module that adds menu entries adds
 * them here for the roles that hold their permission.
 */
const LEDGER = ['accounting-journal', 'accounting-chart', 'accounting-lettering', 'accounting-periods', 'accounting-reconciliation', 'accounting-config'];
/** Ledger (with bank reconciliation, which accounting.read consults) plus reports, declarations and the accounting dashboard (report, declaration and dashboard permissions). */
const ACCOUNTING = ['accounting-dashboard', 'accounting-journal', 'accounting-chart', 'accounting-lettering', 'accounting-periods', 'accounting-reports', 'accounting-declarations', 'accounting-reconciliation', 'accounting-config'];
/** The same with the expense-claim processing (accounting.expense.manage), between periods and reports. */
const ACCOUNTING_EXPENSES = [...ACCOUNTING.slice(0, 5), 'accounting-expenses', ...ACCOUNTING.slice(5)];
/** The employee's self-service: my profile, then my expense claims (accounting.expense.own). */
const SELF = ['hr-me', 'hr-expenses'];
const HR_ALL = [...SELF, 'hr-directory', 'hr-org', 'hr-departments', 'hr-expiring', 'hr-contracts', 'hr-contract-templates', 'hr-onboardings', 'hr-offboardings'];
const BOOK = ['booking-resources', 'booking-mine'];
const BOOK_ADMIN = [...BOOK, 'booking-approvals', 'booking-all', 'booking-blockouts', 'booking-catalog', 'booking-stats'];

/** Menus of a user holding the HR_MANAGER role. */
export const HR_MANAGER_MENUS = ['dashboard', 'approvals', ...LEDGER, ...HR_ALL, ...BOOK, 'workflows', 'audit'];

export const MENUS_BY_LOGIN: Record<string, string[]> = {
  'admin@demo.local': ['dashboard', 'approvals', ...ACCOUNTING_EXPENSES, ...HR_ALL, ...BOOK_ADMIN, 'users', 'roles', 'workflows', 'audit'],
  'hr@demo.local': HR_MANAGER_MENUS,
  'manager@demo.local': ['dashboard', 'approvals', 'accounting-expenses', ...SELF, 'hr-directory', 'hr-org', 'hr-departments', ...BOOK, 'booking-approvals', 'booking-blockouts'],
  'employee@demo.local': ['dashboard', 'approvals', ...SELF, ...BOOK],
  'recruiter@demo.local': ['dashboard', 'approvals', ...SELF, ...BOOK],
  'accountant@demo.local': ['dashboard', 'approvals', ...ACCOUNTING_EXPENSES, ...SELF],
  'cfo@demo.local': ['dashboard', 'approvals', ...ACCOUNTING, 'hr-me'],
};
