/** A field error of a problem+json answer: `path` is dotted (`lines.0.debit`). */
export interface FieldError {
  path: string;
  message: string;
}

/** The body of an `application/problem+json` answer (api-contract.md, Errors). */
export interface ProblemBody {
  type?: string;
  title?: string;
  status: number;
  code: string;
  detail?: string;
  errors?: FieldError[];
  [extension: string]: unknown;
}

/** Codes the renderer adds for failures that never reached the server's error handler. */
export type ClientProblemCode = 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE' | 'SESSION_ENDED';

/** Every failed API call rejects with an ApiProblem; screens branch on `code`, never on text. */
export class ApiProblem extends Error {
  constructor(readonly body: ProblemBody) {
    super(body.detail ?? body.title ?? body.code);
    this.name = 'ApiProblem';
  }

  get status(): number {
    return this.body.status;
  }

  get code(): string {
    return this.body.code;
  }

  get fieldErrors(): FieldError[] {
    return Array.isArray(this.body.errors) ? this.body.errors : [];
  }

  static client(code: ClientProblemCode, detail?: string, status = 0): ApiProblem {
    return new ApiProblem({ status, code, detail });
  }
}

export function isApiProblem(error: unknown): error is ApiProblem {
  return error instanceof ApiProblem;
}

function isProblemBody(value: unknown): value is ProblemBody {
  return typeof value === 'object' && value !== null && typeof (value as ProblemBody).code === 'string';
}

/** Reads a failed response into an ApiProblem, whatever the server (or a proxy) answered. */
export async function problemFromResponse(response: Response): Promise<ApiProblem> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (isProblemBody(body)) return new ApiProblem({ ...body, status: body.status ?? response.status });
  } catch {
    // not JSON: a proxy page or an empty body
  }
  return ApiProblem.client('UNEXPECTED_RESPONSE', response.statusText || undefined, response.status);
}
