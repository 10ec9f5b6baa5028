import { z } from 'zod';
import { listQuery } from '../../platform/http/list';
import { workflowViews } from '../../platform/workflow';
import { OFFBOARDING_REASONS, OFFBOARDING_STATUSES, ONBOARDING_STATUSES, TASK_OWNER_TYPES, TASK_STATUSES } from '../../../shared/onboarding';
import { ONBOARDING_SORTS } from './services/onboardings';
import { OFFBOARDING_SORTS } from './services/offboardings';
import { ONBOARDING_TEMPLATE_SORTS } from './services/templates';

export * from '../../../shared/schemas/onboarding';

export const EmployeeParams = z.object({ employeeId: z.uuid() });
export const DelegateParams = z.object({ employeeId: z.uuid(), delegateId: z.uuid() });
export const TaskParams = z.object({ id: z.uuid(), taskId: z.uuid() });

export const TemplatesQuery = listQuery(ONBOARDING_TEMPLATE_SORTS, {
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  q: z.string().trim().max(100).optional(),
});
export const OnboardingsQuery = listQuery(ONBOARDING_SORTS, { status: z.enum(ONBOARDING_STATUSES).optional(), employeeId: z.uuid().optional() });
export const OffboardingsQuery = listQuery(OFFBOARDING_SORTS, { status: z.enum(OFFBOARDING_STATUSES).optional(), employeeId: z.uuid().optional() });

const Person = z.object({ userId: z.uuid(), name: z.string() }).nullable();
const EmployeeRef = z.object({ id: z.uuid(), name: z.string(), employeeNumber: z.string().nullable() });

export const OnboardingTemplateView = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  steps: z.array(
    z.object({
      title: z.string(),
      description: z.string().nullable(),
      ownerType: z.enum(TASK_OWNER_TYPES),
      ownerRoleId: z.uuid().nullable(),
      ownerRoleName: z.string().nullable(),
      ownerUserId: z.uuid().nullable(),
      ownerUserName: z.string().nullable(),
      dueOffsetDays: z.number().int(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const TaskView = z.object({
  id: z.uuid(),
  onboardingId: z.uuid(),
  position: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  ownerType: z.enum(TASK_OWNER_TYPES),
  ownerRoleId: z.uuid().nullable(),
  ownerRoleName: z.string().nullable(),
  owner: Person,
  dueDate: z.string(),
  overdue: z.boolean(),
  status: z.enum(TASK_STATUSES),
  completedAt: z.string().nullable(),
  completedBy: Person,
  note: z.string().nullable(),
});

export const OnboardingView = z.object({
  id: z.uuid(),
  employee: EmployeeRef,
  templateId: z.uuid().nullable(),
  templateName: z.string(),
  startDate: z.string(),
  status: z.enum(ONBOARDING_STATUSES),
  startedBy: Person,
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  tasks: z.array(TaskView),
  workflow: workflowViews.InstanceView.nullable(),
  completedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const MyTaskView = TaskView.extend({ employee: EmployeeRef });

export const OffboardingView = z.object({
  id: z.uuid(),
  employee: EmployeeRef,
  reason: z.enum(OFFBOARDING_REASONS),
  comment: z.string().nullable(),
  exitDate: z.string(),
  status: z.enum(OFFBOARDING_STATUSES),
  initiatedBy: Person,
  workflow: workflowViews.InstanceView.nullable(),
  decidedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
