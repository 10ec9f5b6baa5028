import { Problem } from '../../../platform/http/problem';
import { PayrollEngineError } from '../engine';

/** The engine's refusals as the contract's problems: bad input 400, anything else a business rule. */
export function engineProblem(err: unknown): unknown {
  if (!(err instanceof PayrollEngineError)) return err;
  if (err.code === 'INVALID_INPUT') return new Problem('VALIDATION_FAILED', err.message, { reason: err.code });
  const { issues: _issues, ...details } = err.details as Record<string, unknown>;
  return new Problem('BUSINESS_RULE', err.message, { reason: err.code, ...details });
}

/** Runs fn, answering the engine's errors as problems. */
export function withEngine<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    throw engineProblem(err);
  }
}
