export type {
  AppContainer,
  AppServices,
  DashboardCounter,
  DomainEvents,
  EventType,
  ModuleContributions,
  ModuleDefinition,
  PortName,
  Ports,
  SeedContext,
} from './contract';
export { resolveApp, requirePort, port, optionalPort, appServices, runInApp, ModuleContractError } from './resolve';
export type { ScheduledJob, JobRun, TenantDirectory } from '../jobs/job-runner';
export type { WorkflowHandler, WorkflowCompletion } from '../workflow/handlers';
