import type { ModuleDefinition } from '../platform/modules';
import { platformModule } from '../platform/platform-module';
import { rolesModule } from './roles';
import { auditModule } from './audit';
import { identityModule } from './identity';
import { operatorModule } from './operator';
import { tenantsModule } from './tenants';
import { accountingModule, accountingReportingModule } from './accounting';
import { employeesModule } from './employees';
import { workflowModule } from '../platform/workflow';
import { approvalsModule } from './approvals';
import { contractsModule } from './contracts';
import { onboardingModule } from './onboarding';
import { bookingModule } from './booking';
import { expensesModule } from './expenses';
import { reconciliationModule } from './reconciliation';
import { licenseModule } from './license';
import { payrollModule } from './payroll';
import { leaveModule } from './leave';
import { invoicingModule } from './invoicing';
import { suppliesModule } from './supplies';
import { budgetsModule } from './budgets';
import { licenseIssuerModule } from './license-issuer';
import { satisfactionModule } from './satisfaction';
import { backupModule } from './backup';
import { appraisalModule } from './appraisal';
import { recruitmentModule } from './recruitment';
import { importModule } from './import';

/**
 * Every module of the server, in dependency order: migrations run in their own global order
 * (by timestamp), models, routes, jobs, event subscriptions and demo seeds in this one.
 */
export const modules: ModuleDefinition[] = [
  tenantsModule,
  platformModule,
  auditModule,
  rolesModule,
  identityModule,
  operatorModule,
  accountingModule,
  employeesModule,
  workflowModule,
  approvalsModule,
  contractsModule,
  onboardingModule,
  bookingModule,
  expensesModule,
  reconciliationModule,
  payrollModule,
  leaveModule,
  invoicingModule,
  suppliesModule,
  // After the modules that post to the ledger: its demo budget reads their entries.
  budgetsModule,
  accountingReportingModule,
  appraisalModule,
  // After every module whose records it writes through their import ports.
  importModule,
  // saas profile only (bootstrap leaves it out of onprem).
  licenseIssuerModule,
  // onprem profile only (bootstrap leaves it out of saas).
  licenseModule,
  satisfactionModule,
  // onprem profile only: backups of the installation.
  backupModule,
  recruitmentModule,
];
