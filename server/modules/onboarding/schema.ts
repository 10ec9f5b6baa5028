import { z } from 'zod';
import { booleanQuery, listQuery } from '../../platform/http/list';
import { OFFBOARDING_STATUSES, ONBOARDING_STATUSES } from '../../../shared/onboarding';
import { ONBOARDING_SORTS } from './services/onboardings';
import { OFFBOARDING_SORTS } from './services/offboardings';
import { ONBOARDING_TEMPLATE_SORTS } from './services/templates';

export * from '../../../shared/schemas/onboarding';
export { MyTaskView, OffboardingView, OnboardingTemplateView, OnboardingView, TaskView } from '../../../shared/views/onboarding';

export const EmployeeParams = z.object({ employeeId: z.uuid() });
export const DelegateParams = z.object({ employeeId: z.uuid(), delegateId: z.uuid() });
export const TaskParams = z.object({ id: z.uuid(), taskId: z.uuid() });

export const TemplatesQuery = listQuery(ONBOARDING_TEMPLATE_SORTS, {
  active: booleanQuery(),
  q: z.string().trim().max(100).optional(),
});
export const OnboardingsQuery = listQuery(ONBOARDING_SORTS, { status: z.enum(ONBOARDING_STATUSES).optional(), employeeId: z.uuid().optional() });
export const OffboardingsQuery = listQuery(OFFBOARDING_SORTS, { status: z.enum(OFFBOARDING_STATUSES).optional(), employeeId: z.uuid().optional() });

