import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { initLeaveModels } from './models';
import { adminRequestRoutes } from './routes/admin-requests';
import { approvalRoutes } from './routes/approvals';
import { balanceRoutes } from './routes/balances';
import { configRoutes } from './routes/config';
import { holidayRoutes } from './routes/holidays';
import { myLeaveRoutes } from './routes/my-leave';
import { policyRoutes } from './routes/policies';
import { typeRoutes } from './routes/types';
import { leaveJobs } from './services/accrual/jobs';
import { leaveWorkflowHandler } from './services/requests/workflow';
import { seedDemoLeave } from './seed';
import { leaveImportPort, type LeaveImportPort } from './services/import-port';

export { LEAVE_ACCRUAL_JOB, LEAVE_CARRY_OVER_EXPIRY_JOB, LEAVE_ROLLOVER_JOB } from './services/accrual/jobs';
export type { LeaveImportPort, HolidayRecord } from './services/import-port';

declare module '../../platform/modules/contract' {
  interface Ports {
    leaveImport: LeaveImportPort;
  }
}

/**
 * Leave: types, versioned policies, balances with monthly accruals and the year-end rollover,
 * requests checked against their policy and approved through the LEAVE_REQUEST circuit of the
 * approval engine, the team calendar, public holidays, configuration exchange and the comparison
 * with collective agreements.
 */
export const leaveModule: ModuleDefinition = {
  id: 'leave',
  uses: ['people', 'tenants'],
  provides: { leaveImport: () => leaveImportPort },
  contributes: {
    migrations,
    models: (sequelize) => initLeaveModels(sequelize),
    // Static /hr/leaves/… paths are mounted before /hr/leaves/{id}.
    routes: () => [approvalRoutes(), myLeaveRoutes(), adminRequestRoutes(), typeRoutes(), policyRoutes(), balanceRoutes(), configRoutes(), holidayRoutes()],
    jobs: leaveJobs,
    workflow: [leaveWorkflowHandler],
    permissions: ['leave.manage', 'leave.approve', 'leave.create', 'config.manage'],
    seed: seedDemoLeave,
  },
};
