import type { Feature } from '../app/registry';
import { accountFeature } from './account';
import { approvalsFeature } from './approvals';
import { accountingReportsFeature } from './accounting/reporting';
import { adminFeature } from './admin';
import { auditFeature } from './audit';
import { contractsFeature } from './contracts';
import { bookingFeature } from './booking';
import { dashboardFeature } from './dashboard';
import { employeesFeature } from './employees';
import { onboardingFeature } from './onboarding';
import { operatorFeature } from './operator';
import { ledgerFeature } from './accounting/ledger';
import { expensesFeature } from './expenses';
import { reconciliationFeature } from './reconciliation';
import { licenseFeature } from './license';
import { payrollFeature } from './payroll';
import { leaveFeature } from './leave';
import { invoicingFeature } from './invoicing';
import { suppliesFeature } from './supplies';
import { budgetsFeature } from './budgets';
import { satisfactionFeature } from './satisfaction';
import { backupsFeature } from './backups';
import { appraisalFeature } from './appraisal';
import { importFeature } from './import';
import { recruitmentFeature } from './recruitment';

/**
 * Every feature of the renderer: its menu entries, pages and dashboard cards. A module adds
 * its feature here (like server/modules/index.ts); the drawer, router and dashboards follow.
 */
export const features: Feature[] = [
  dashboardFeature,
  operatorFeature,
  accountFeature,
  adminFeature,
  auditFeature,
  ledgerFeature,
  employeesFeature,
  approvalsFeature,
  contractsFeature,
  bookingFeature,
  accountingReportsFeature,
  onboardingFeature,
  expensesFeature,
  reconciliationFeature,
  licenseFeature,
  payrollFeature,
  leaveFeature,
  invoicingFeature,
  suppliesFeature,
  budgetsFeature,
  satisfactionFeature,
  backupsFeature,
  appraisalFeature,
  importFeature,
  recruitmentFeature,
];
