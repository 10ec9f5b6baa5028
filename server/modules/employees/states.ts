import { allowedActions, defineStates, transition } from '../../platform/state-machine';
import { invalidState } from '../../platform/http/problem';
import type { EmployeeStatus } from '../../../shared/employees';

export type EmployeeAction = 'activate' | 'startLeave' | 'endLeave' | 'suspend' | 'reinstate' | 'terminate';

/**
 * The employee lifecycle. The specification names the states and leaves the moves open; this
 * table is the decision: PRE_HIRE is left by activation (or by terminating a hire that never
 * happened), ON_LEAVE and SUSPENDED only return to ACTIVE (or end in TERMINATED), a leave does
 * not turn into a suspension directly, and TERMINATED is final.
 */
export const employeeLifecycle = defineStates<EmployeeStatus, EmployeeAction>({
  PRE_HIRE: { activate: 'ACTIVE', terminate: 'TERMINATED' },
  ACTIVE: { startLeave: 'ON_LEAVE', suspend: 'SUSPENDED', terminate: 'TERMINATED' },
  ON_LEAVE: { endLeave: 'ACTIVE', terminate: 'TERMINATED' },
  SUSPENDED: { reinstate: 'ACTIVE', terminate: 'TERMINATED' },
  TERMINATED: {},
});

/** The action that moves `from` to `to`, or INVALID_STATE when the table has no such move. */
export function lifecycleAction(from: EmployeeStatus, to: EmployeeStatus): EmployeeAction {
  const action = allowedActions(employeeLifecycle, from).find((a) => employeeLifecycle[from][a] === to);
  if (!action) throw invalidState(from, `move to ${to}`);
  transition(employeeLifecycle, from, action);
  return action;
}

/** Statuses reachable from `from` (what the renderer offers). */
export function reachableStatuses(from: EmployeeStatus): EmployeeStatus[] {
  return allowedActions(employeeLifecycle, from).map((a) => employeeLifecycle[from][a] as EmployeeStatus);
}
