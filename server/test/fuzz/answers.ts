import type { FuzzCase } from './cases';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** A stack frame, or a database or driver error that reached the caller. */
const LEAKS: RegExp[] = [
  /\n\s+at (?:async )?\S+ \(?(?:\/|file:|node:)/,
  /node_modules\//,
  /Sequelize[A-Z]\w*Error/,
  /SQLITE_[A-Z]+/,
  /syntax error at or near/i,
  /no such (?:table|column)/i,
  /violates (?:foreign key|not-null|unique|check) constraint/i,
  /duplicate key value/i,
  /invalid input (?:syntax|value) for (?:type|enum)/i,
  /relation "\w+" does not exist/i,
  /\bSELECT\s+(?:\*|"?\w+"?\.)[^"]{0,80}\bFROM\s+"?\w+/i,
  /\bINSERT INTO\s+"?\w+/i,
];

const isText = (contentType: string) => /json|text|xml|calendar|csv/.test(contentType);

/** What is wrong with an answer, in words (empty when nothing is). */
export function answerFailures(c: FuzzCase, answer: Answer): string[] {
  const failures: string[] = [];
  const { status, contentType, text } = answer;
  // 503 SERVICE_UNAVAILABLE is the contract's answer for a service this installation has not set
  // up (the license issuer's signing key) or a lock that timed out; any other 5xx is a defect.
  const unavailable = status === 503 && /"code":"SERVICE_UNAVAILABLE"/.test(text);
  if (status >= 500 && !unavailable) failures.push(`answered ${status}: ${text.slice(0, 300)}`);
  else if (status >= 300 && status < 400 && !c.op.statuses.includes(String(status))) failures.push(`an undeclared redirect ${status}`);
  if (status >= 400) {
    if (!/^application\/problem\+json/.test(contentType)) failures.push(`answered ${status} as ${contentType || 'no content type'}, not a problem: ${text.slice(0, 200)}`);
    else {
      let body: Record<string, unknown> | undefined;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        failures.push(`answered ${status} with a problem that is not JSON: ${text.slice(0, 200)}`);
      }
      if (body) {
        const malformed = ['type', 'title', 'code', 'detail'].filter((k) => typeof body![k] !== 'string');
        if (malformed.length || body.status !== status) failures.push(`answered ${status} with a malformed problem (${[...malformed, body.status !== status ? 'status' : ''].filter(Boolean).join(', ')}): ${text.slice(0, 200)}`);
      }
    }
  }
  if (c.nulOnly && status !== 400 && status !== 429) failures.push(`a NUL must be refused with 400, not ${status}`);
  if (isText(contentType) || status >= 400) {
    const leak = LEAKS.find((re) => re.test(text));
    if (leak) failures.push(`the body shows a stack trace or SQL (${leak}): ${text.slice(0, 300)}`);
  }
  return failures;
}

export async function send(baseUrl: string, c: FuzzCase, token: string | undefined): Promise<Answer> {
  const init = c.init();
  if (token) init.headers = { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` };
  const res = await fetch(`${baseUrl}${c.url}`, init);
  const buffer = Buffer.from(await res.arrayBuffer());
  const contentType = res.headers.get('content-type') ?? '';
  return { status: res.status, contentType, text: isText(contentType) || res.status >= 400 ? buffer.toString('utf8') : '' };
}
