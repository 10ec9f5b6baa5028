/**
 * The menus each demo login must see, from the permissions of its roles (shared/permissions.ts).
 * A module that adds menu entries adds them here for the roles that hold their permission.
 */
export const MENUS_BY_LOGIN: Record<string, string[]> = {
  'admin@demo.local': ['dashboard', 'accounting-journal', 'accounting-chart', 'accounting-periods', 'accounting-config', 'users', 'roles', 'audit'],
  'hr@demo.local': ['dashboard', 'accounting-journal', 'accounting-chart', 'accounting-periods', 'accounting-config', 'audit'],
  'manager@demo.local': ['dashboard'],
  'employee@demo.local': ['dashboard'],
  'recruiter@demo.local': ['dashboard'],
  'accountant@demo.local': ['dashboard', 'accounting-journal', 'accounting-chart', 'accounting-periods', 'accounting-config'],
  'cfo@demo.local': ['dashboard', 'accounting-journal', 'accounting-chart', 'accounting-periods', 'accounting-config'],
};
