import type {
  OffboardingReason,
  OffboardingStatus,
  OnboardingStatus,
  TaskOwnerType,
  TaskStatus,
} from '../../../../shared/onboarding';
import type { WorkflowInstance } from '../approvals/api';

export interface PersonRef {
  userId: string;
  name: string;
}
export interface EmployeeRef {
  id: string;
  name: string;
  employeeNumber: string | null;
}

export interface OnboardingTask {
  id: string;
  onboardingId: string;
  position: number;
  title: string;
  description: string | null;
  ownerType: TaskOwnerType;
  ownerRoleId: string | null;
  ownerRoleName: string | null;
  owner: PersonRef | null;
  dueDate: string;
  overdue: boolean;
  status: TaskStatus;
  completedAt: string | null;
  completedBy: PersonRef | null;
  note: string | null;
}

export interface Onboarding {
  id: string;
  employee: EmployeeRef;
  templateId: string | null;
  templateName: string;
  startDate: string;
  status: OnboardingStatus;
  startedBy: PersonRef | null;
  progress: { done: number; total: number };
  tasks: OnboardingTask[];
  workflow: WorkflowInstance | null;
  completedAt: string | null;
  closedAt: string | null;
  createdAt: string;
}

export interface MyTask extends OnboardingTask {
  employee: EmployeeRef;
}

export interface TemplateStep {
  title: string;
  description: string | null;
  ownerType: TaskOwnerType;
  ownerRoleId: string | null;
  ownerRoleName: string | null;
  ownerUserId: string | null;
  ownerUserName: string | null;
  dueOffsetDays: number;
}

export interface OnboardingTemplate {
  id: string;
  name: string;
  description: string | null;
  active: boolean;
  steps: TemplateStep[];
  createdAt: string;
  updatedAt: string;
}

export interface Offboarding {
  id: string;
  employee: EmployeeRef;
  reason: OffboardingReason;
  comment: string | null;
  exitDate: string;
  status: OffboardingStatus;
  initiatedBy: PersonRef | null;
  workflow: WorkflowInstance | null;
  decidedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
}

export const ONBOARDINGS_PATH = '/hr/onboardings';
export const MY_TASKS_PATH = '/hr/onboardings/my-tasks';
export const ONBOARDING_TEMPLATES_PATH = '/hr/onboarding-templates';
export const OFFBOARDINGS_PATH = '/hr/offboardings';
export const onboardingPath = (id: string) => `/hr/onboardings/${id}`;
export const taskActionPath = (id: string, taskId: string, action: 'complete' | 'reopen') =>
  `/hr/onboardings/${id}/tasks/${taskId}/${action}`;
export const onboardingTemplatePath = (id: string) => `/hr/onboarding-templates/${id}`;
export const startOnboardingPath = (employeeId: string) => `/hr/employees/${employeeId}/onboarding`;
export const offboardingPath = (employeeId: string) => `/hr/employees/${employeeId}/offboarding`;

export const ONBOARDING = { permissions: ['onboarding.manage'], module: 'HR' };
export const OFFBOARDING = { permissions: ['offboarding.manage'], module: 'HR' };
export const ONBOARDING_TONES = {
  PENDING_APPROVAL: 'warning',
  IN_PROGRESS: 'info',
  EXPIRED: 'error',
} as const;
export const OFFBOARDING_TONES = {
  PENDING_APPROVAL: 'warning',
  SCHEDULED: 'info',
  EXPIRED: 'error',
} as const;
