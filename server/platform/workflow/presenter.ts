import type { z } from 'zod';
import type { DirectoryUser } from './directory';
import { workflowDirectory } from './services';
import { stepsOf } from './lookup';
import type { WorkflowInstance, WorkflowStep } from './models';
import { workflowHandler } from './services';
import type { InstanceViewT, PersonRefView, StepView } from '../../../shared/views/workflow';

type PersonRef = z.infer<typeof PersonRefView>;

/** Names of the users and employees a set of requests mentions, fetched once. */
export class NameBook {
  private constructor(
    private readonly users: Map<string, DirectoryUser>,
    private readonly employees: Map<string, string>,
  ) {}

  static async load(userIds: Iterable<string | null | undefined>, employeeIds: Iterable<string | null | undefined> = []): Promise<NameBook> {
    const directory = workflowDirectory();
    const ids = [...new Set([...userIds].filter((id): id is string => Boolean(id)))];
    const users = ids.length ? await directory.users(ids) : new Map<string, DirectoryUser>();
    const employees = new Map<string, string>();
    for (const id of new Set([...employeeIds].filter((e): e is string => Boolean(e)))) {
      const employee = await directory.employee(id);
      if (employee) employees.set(id, employee.name);
    }
    return new NameBook(users, employees);
  }

  person(userId: string | null | undefined): PersonRef | null {
    if (!userId) return null;
    return { userId, name: this.users.get(userId)?.name ?? '—' };
  }

  employee(employeeId: string | null | undefined): { id: string; name: string } | null {
    if (!employeeId) return null;
    return { id: employeeId, name: this.employees.get(employeeId) ?? '—' };
  }
}

export function userIdsOfSteps(steps: readonly WorkflowStep[]): string[] {
  return steps.flatMap((s) => [s.actedByUserId, s.onBehalfOfUserId, s.delegatedByUserId, ...(s.assignees ?? []).map((a) => a.userId)]).filter((id): id is string => Boolean(id));
}

function presentStep(instance: WorkflowInstance, order: number, reached: WorkflowStep | undefined, names: NameBook): z.infer<typeof StepView> {
  const planned = instance.plan[order - 1];
  return {
    order,
    name: reached?.name ?? planned.name,
    kind: planned.kind,
    approverType: planned.approverType,
    timeoutHours: planned.timeoutHours ?? null,
    timeoutAction: planned.timeoutAction ?? null,
    id: reached?.id ?? null,
    status: reached?.status ?? null,
    skipReason: reached?.skipReason ?? null,
    activatedAt: reached?.activatedAt.toISOString() ?? null,
    dueAt: reached?.dueAt?.toISOString() ?? null,
    actedAt: reached?.actedAt?.toISOString() ?? null,
    actedBy: names.person(reached?.actedByUserId),
    onBehalfOf: names.person(reached?.onBehalfOfUserId),
    delegatedBy: names.person(reached?.delegatedByUserId),
    comment: reached?.comment ?? null,
    approvers: (reached?.assignees ?? []).map((a) => ({ ...(names.person(a.userId) as PersonRef), source: a.source })),
  };
}

/** Requests with every step of their plan: reached ones with status and people, the rest null. */
export async function presentInstances(instances: readonly WorkflowInstance[]): Promise<InstanceViewT[]> {
  const steps = await stepsOf(instances.map((i) => i.id));
  const names = await NameBook.load(
    [...instances.map((i) => i.requesterUserId), ...[...steps.values()].flatMap(userIdsOfSteps)],
    instances.map((i) => i.requesterEmployeeId),
  );
  return instances.map((instance) => {
    const reached = new Map((steps.get(instance.id) ?? []).map((s) => [s.stepOrder, s]));
    return {
      id: instance.id,
      entityType: instance.entityType,
      entityId: instance.entityId,
      definitionId: instance.definitionId,
      definitionName: instance.definitionName,
      summary: instance.summary,
      status: instance.status,
      requester: names.person(instance.requesterUserId),
      employee: names.employee(instance.requesterEmployeeId),
      startedAt: instance.startedAt.toISOString(),
      completedAt: instance.completedAt?.toISOString() ?? null,
      currentStepOrder: instance.currentStepOrder ?? null,
      steps: instance.plan.map((_, index) => presentStep(instance, index + 1, reached.get(index + 1), names)),
      links: instance.status === 'PENDING' ? (workflowHandler(instance.entityType)?.links(instance) ?? null) : null,
    };
  });
}

export async function presentInstance(instance: WorkflowInstance): Promise<InstanceViewT> {
  return (await presentInstances([instance]))[0];
}
