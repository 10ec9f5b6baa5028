import type { z } from 'zod';
import { findInstanceOrNull, presentInstance } from '../../platform/workflow';
import { requireContext } from '../../platform/tenancy/context';
import { port } from '../../platform/modules';
import type { Offboarding, Onboarding, OnboardingTask, OnboardingTemplate } from './models';
import type { MyTaskView, OffboardingView, OnboardingTemplateView, OnboardingView, TaskView } from '../../../shared/views/onboarding';

type Names = Map<string, { name: string }>;
const person = (names: Names, id: string | null | undefined) => (id ? { userId: id, name: names.get(id)?.name ?? '—' } : null);

async function roleNames(ids: Iterable<string | null | undefined>): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  for (const id of new Set([...ids].filter((x): x is string => Boolean(x)))) out.set(id, await port('people').roleName(id));
  return out;
}

async function employeesOf(ids: string[]) {
  const summaries = await port('people').employeeSummaries(ids);
  return (id: string) => ({ id, name: summaries.get(id)?.name ?? '—', employeeNumber: summaries.get(id)?.employeeNumber ?? null });
}

async function workflowOf(instanceId: string | null | undefined) {
  const instance = instanceId ? await findInstanceOrNull({ instanceId }) : null;
  return instance ? presentInstance(instance) : null;
}

export async function presentOnboardingTemplates(templates: readonly OnboardingTemplate[]): Promise<z.infer<typeof OnboardingTemplateView>[]> {
  const steps = templates.flatMap((t) => t.steps);
  const users = await port('people').users(steps.map((s) => s.ownerUserId).filter((id): id is string => Boolean(id)));
  const roles = await roleNames(steps.map((s) => s.ownerRoleId));
  return templates.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description ?? null,
    active: t.active,
    steps: t.steps.map((s) => ({
      ...s,
      description: s.description ?? null,
      ownerRoleId: s.ownerRoleId ?? null,
      ownerRoleName: s.ownerRoleId ? (roles.get(s.ownerRoleId) ?? null) : null,
      ownerUserId: s.ownerUserId ?? null,
      ownerUserName: s.ownerUserId ? (users.get(s.ownerUserId)?.name ?? null) : null,
    })),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  }));
}

async function taskPresenter(tasks: readonly OnboardingTask[], extraUsers: Array<string | null | undefined> = []) {
  const users = await port('people').users([...tasks.flatMap((t) => [t.ownerUserId, t.completedByUserId]), ...extraUsers].filter((id): id is string => Boolean(id)));
  const roles = await roleNames(tasks.map((t) => t.ownerRoleId));
  const today = requireContext().now().toISOString().slice(0, 10);
  return {
    users,
    present: (t: OnboardingTask): z.infer<typeof TaskView> => ({
      id: t.id,
      onboardingId: t.onboardingId,
      position: t.position,
      title: t.title,
      description: t.description ?? null,
      ownerType: t.ownerType,
      ownerRoleId: t.ownerRoleId ?? null,
      ownerRoleName: t.ownerRoleId ? (roles.get(t.ownerRoleId) ?? null) : null,
      owner: person(users, t.ownerUserId),
      dueDate: t.dueDate,
      overdue: t.status === 'TODO' && t.dueDate < today,
      status: t.status,
      completedAt: t.completedAt?.toISOString() ?? null,
      completedBy: person(users, t.completedByUserId),
      note: t.note ?? null,
    }),
  };
}

export async function presentOnboarding(onboarding: Onboarding): Promise<z.infer<typeof OnboardingView>> {
  const tasks = [...(onboarding.tasks ?? [])].sort((a, b) => a.position - b.position);
  const { users, present } = await taskPresenter(tasks, [onboarding.startedByUserId]);
  const employee = await employeesOf([onboarding.employeeId]);
  return {
    id: onboarding.id,
    employee: employee(onboarding.employeeId),
    templateId: onboarding.templateId ?? null,
    templateName: onboarding.templateName,
    startDate: onboarding.startDate,
    status: onboarding.status,
    startedBy: person(users, onboarding.startedByUserId),
    progress: { done: tasks.filter((t) => t.status === 'DONE').length, total: tasks.length },
    tasks: tasks.map(present),
    workflow: await workflowOf(onboarding.workflowInstanceId),
    completedAt: onboarding.completedAt?.toISOString() ?? null,
    closedAt: onboarding.closedAt?.toISOString() ?? null,
    createdAt: onboarding.createdAt.toISOString(),
  };
}

/** Onboardings without their tasks' details (lists): tasks are counted only. */
export async function presentOnboardingSummaries(onboardings: readonly Onboarding[], taskCounts: Map<string, { done: number; total: number }>): Promise<z.infer<typeof OnboardingView>[]> {
  const employee = await employeesOf(onboardings.map((o) => o.employeeId));
  const users = await port('people').users(onboardings.map((o) => o.startedByUserId).filter((id): id is string => Boolean(id)));
  return onboardings.map((o) => ({
    id: o.id,
    employee: employee(o.employeeId),
    templateId: o.templateId ?? null,
    templateName: o.templateName,
    startDate: o.startDate,
    status: o.status,
    startedBy: person(users, o.startedByUserId),
    progress: taskCounts.get(o.id) ?? { done: 0, total: 0 },
    tasks: [],
    workflow: null,
    completedAt: o.completedAt?.toISOString() ?? null,
    closedAt: o.closedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  }));
}

export async function presentMyTasks(tasks: readonly OnboardingTask[], employeeOfOnboarding: Map<string, string>): Promise<z.infer<typeof MyTaskView>[]> {
  const { present } = await taskPresenter(tasks);
  const employee = await employeesOf([...employeeOfOnboarding.values()]);
  return tasks.map((t) => ({ ...present(t), employee: employee(employeeOfOnboarding.get(t.onboardingId) as string) }));
}

export async function presentOffboardings(rows: readonly Offboarding[], withWorkflow: boolean): Promise<z.infer<typeof OffboardingView>[]> {
  const employee = await employeesOf(rows.map((o) => o.employeeId));
  const users = await port('people').users(rows.map((o) => o.initiatedByUserId).filter((id): id is string => Boolean(id)));
  const out: z.infer<typeof OffboardingView>[] = [];
  for (const o of rows) {
    out.push({
      id: o.id,
      employee: employee(o.employeeId),
      reason: o.reason,
      comment: o.comment ?? null,
      exitDate: o.exitDate,
      status: o.status,
      initiatedBy: person(users, o.initiatedByUserId),
      workflow: withWorkflow ? await workflowOf(o.workflowInstanceId) : null,
      decidedAt: o.decidedAt?.toISOString() ?? null,
      completedAt: o.completedAt?.toISOString() ?? null,
      cancelledAt: o.cancelledAt?.toISOString() ?? null,
      createdAt: o.createdAt.toISOString(),
    });
  }
  return out;
}
