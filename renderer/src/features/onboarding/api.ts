import type { z } from 'zod';
import type {
  EmployeeRefView,
  MyTaskView,
  OffboardingView,
  OnboardingTemplateView,
  OnboardingView,
  PersonRefView,
  TaskView,
} from '../../../../shared/views/onboarding';

export type PersonRef = z.infer<typeof PersonRefView>;
export type EmployeeRef = z.infer<typeof EmployeeRefView>;
export type OnboardingTask = z.infer<typeof TaskView>;
export type Onboarding = z.infer<typeof OnboardingView>;
export type MyTask = z.infer<typeof MyTaskView>;
export type OnboardingTemplate = z.infer<typeof OnboardingTemplateView>;
export type TemplateStep = OnboardingTemplate['steps'][number];
export type Offboarding = z.infer<typeof OffboardingView>;

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
