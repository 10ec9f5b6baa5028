import { z } from 'zod';
import { OFFBOARDING_REASONS, OFFBOARDING_STATUSES, ONBOARDING_STATUSES, TASK_OWNER_TYPES, TASK_STATUSES } from '../onboarding';
import { InstanceView } from './workflow';

/**
 * Response views of onboarding and offboarding: the presenter answers them, API tests check every
 * answer against them, /openapi.json documents them, and the renderer infers its types from them.
 */

export const PersonRefView = z.object({ userId: z.uuid(), name: z.string() });

export const EmployeeRefView = z.object({ id: z.uuid(), name: z.string(), employeeNumber: z.string().nullable() });

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
  owner: PersonRefView.nullable(),
  dueDate: z.string(),
  overdue: z.boolean(),
  status: z.enum(TASK_STATUSES),
  completedAt: z.string().nullable(),
  completedBy: PersonRefView.nullable(),
  note: z.string().nullable(),
});

export const OnboardingView = z.object({
  id: z.uuid(),
  employee: EmployeeRefView,
  templateId: z.uuid().nullable(),
  templateName: z.string(),
  startDate: z.string(),
  status: z.enum(ONBOARDING_STATUSES),
  startedBy: PersonRefView.nullable(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  tasks: z.array(TaskView),
  workflow: InstanceView.nullable(),
  completedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const MyTaskView = TaskView.extend({ employee: EmployeeRefView });

export const OffboardingView = z.object({
  id: z.uuid(),
  employee: EmployeeRefView,
  reason: z.enum(OFFBOARDING_REASONS),
  comment: z.string().nullable(),
  exitDate: z.string(),
  status: z.enum(OFFBOARDING_STATUSES),
  initiatedBy: PersonRefView.nullable(),
  workflow: InstanceView.nullable(),
  decidedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
