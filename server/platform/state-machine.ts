import { invalidState } from './http/problem';

/**
 * A state machine declared as data: `{ DRAFT: { send: 'SENT' }, SENT: { pay: 'PAID' } }`.
 * `transition` answers the next state or throws INVALID_STATE with the current status.
 */
export type StateMachine<S extends string, A extends string> = Readonly<Record<S, Readonly<Partial<Record<A, S>>>>>;

export function defineStates<S extends string, A extends string>(table: StateMachine<S, A>): StateMachine<S, A> {
  return table;
}

export function transition<S extends string, A extends string>(machine: StateMachine<S, A>, from: S, action: A): S {
  const next = machine[from]?.[action];
  if (!next) throw invalidState(from, action);
  return next;
}

export function allowedActions<S extends string, A extends string>(machine: StateMachine<S, A>, from: S): A[] {
  return Object.keys(machine[from] ?? {}) as A[];
}
