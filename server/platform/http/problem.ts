import { frenchOfCode, renderMessage, type MessageKey, type MessageLanguage, type MessageParams } from './messages';

/** Problem codes of the API contract; the renderer branches on these, never on messages. */
export const PROBLEM_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  PERMISSION_DENIED: 403,
  MODULE_NOT_LICENSED: 403,
  LICENSE_INVALID: 403,
  TENANT_SUSPENDED: 403,
  SELF_APPROVAL: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  INVALID_STATE: 409,
  BOOKING_OVERLAP: 409,
  DUPLICATE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNBALANCED_ENTRY: 422,
  PERIOD_CLOSED: 422,
  OVERPAYMENT: 422,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ProblemCode = keyof typeof PROBLEM_STATUS;

const TITLES: Record<ProblemCode, string> = {
  VALIDATION_FAILED: 'Validation failed',
  UNAUTHENTICATED: 'Authentication required',
  INVALID_CREDENTIALS: 'Invalid credentials',
  PERMISSION_DENIED: 'Permission denied',
  MODULE_NOT_LICENSED: 'Module not licensed',
  LICENSE_INVALID: 'License invalid',
  TENANT_SUSPENDED: 'Tenant suspended',
  SELF_APPROVAL: 'Self-approval refused',
  NOT_FOUND: 'Not found',
  METHOD_NOT_ALLOWED: 'Method not allowed',
  INVALID_STATE: 'Invalid state',
  BOOKING_OVERLAP: 'Booking overlap',
  DUPLICATE: 'Duplicate',
  PAYLOAD_TOO_LARGE: 'Payload too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported media type',
  UNBALANCED_ENTRY: 'Unbalanced entry',
  PERIOD_CLOSED: 'Period closed',
  OVERPAYMENT: 'Overpayment',
  BUSINESS_RULE: 'Business rule violated',
  RATE_LIMITED: 'Too many requests',
  INTERNAL_ERROR: 'Internal error',
  SERVICE_UNAVAILABLE: 'Service unavailable',
};

export interface FieldError {
  path: string;
  message: string;
  /** The catalog's message (messages.ts) the field error renders in the caller's language. */
  rule?: MessageKey;
  params?: MessageParams;
}

/** Codes whose detail names a business rule: without a catalog rule, their English detail stays. */
const BUSINESS_CODES = new Set<ProblemCode>(['BUSINESS_RULE', 'DUPLICATE', 'BOOKING_OVERLAP', 'SELF_APPROVAL', 'UNBALANCED_ENTRY', 'PERIOD_CLOSED', 'OVERPAYMENT']);

/** An error that answers as application/problem+json with one of the contract's codes. */
export class Problem extends Error {
  readonly status: number;
  readonly rule?: MessageKey;
  readonly params?: MessageParams;
  constructor(
    readonly code: ProblemCode,
    readonly detail?: string,
    readonly extensions: Record<string, unknown> & { errors?: FieldError[] } = {},
    message?: { rule: MessageKey; params?: MessageParams },
  ) {
    super(detail ?? TITLES[code]);
    this.status = PROBLEM_STATUS[code];
    this.rule = message?.rule;
    this.params = message?.params;
  }

  /** The detail in the caller's language: the catalog's rule, else (French) the code's generic sense. */
  detailIn(language: MessageLanguage): string {
    if (this.rule) return renderMessage(this.rule, this.params, language);
    const generic = language === 'fr' && !BUSINESS_CODES.has(this.code) ? frenchOfCode(this.code) : undefined;
    return generic ?? this.detail ?? TITLES[this.code];
  }

  toJSON(requestId?: string, language: MessageLanguage = 'en'): Record<string, unknown> {
    const { errors, ...extensions } = this.extensions;
    return {
      type: `https://baobab.app/problems/${this.code.toLowerCase().replace(/_/g, '-')}`,
      title: TITLES[this.code],
      status: this.status,
      code: this.code,
      detail: this.detailIn(language),
      ...extensions,
      ...(errors
        ? { errors: errors.map(({ path, message, rule, params }) => ({ path, message: rule ? renderMessage(rule, params, language) : message })) }
        : {}),
      ...(requestId ? { requestId } : {}),
    };
  }
}

/** A refusal whose detail is the catalog's rule (messages.ts), rendered in the caller's language. */
export function refusal(
  code: ProblemCode,
  rule: MessageKey,
  params: MessageParams = {},
  extensions: Record<string, unknown> & { errors?: FieldError[] } = {},
): Problem {
  return new Problem(code, renderMessage(rule, params), extensions, { rule, params });
}

export const notFound = (what = 'Resource', id?: string) =>
  new Problem('NOT_FOUND', id ? `${what} ${id} not found` : `${what} not found`);
export const invalidState = (currentStatus: string, action: string) =>
  new Problem('INVALID_STATE', `Cannot ${action} from status ${currentStatus}`, { currentStatus });
export const businessRule = (detail: string, extensions: Record<string, unknown> = {}) =>
  new Problem('BUSINESS_RULE', detail, extensions);
export const validationFailed = (errors: FieldError[], detail = 'The request is not valid') =>
  new Problem('VALIDATION_FAILED', detail, { errors });
export const duplicate = (detail: string, path?: string) =>
  new Problem('DUPLICATE', detail, path ? { errors: [{ path, message: detail }] } : {});
