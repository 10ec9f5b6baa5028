/**
 * Why the engine cannot compute: the HTTP layer maps INVALID_INPUT to 400 VALIDATION_FAILED and
 * the others to 422 BUSINESS_RULE, with `details` as the problem's extension members.
 */
export type PayrollEngineErrorCode =
  | 'INVALID_RULE_SET'
  | 'INVALID_INPUT'
  | 'NO_RULE_SET_IN_FORCE'
  | 'MISSING_INPUT'
  | 'COUNTRY_MISMATCH'
  | 'CURRENCY_MISMATCH'
  | 'UNKNOWN_COUNTRY';

export class PayrollEngineError extends Error {
  constructor(
    readonly code: PayrollEngineErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'PayrollEngineError';
  }
}
