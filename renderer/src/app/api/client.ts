import { ApiProblem, problemFromResponse } from './problem';
import { buildUrl, filenameFromDisposition, type Query } from './url';
import { AUTH_PATHS } from '../auth/realm';
import {
  SESSION_STORAGE_KEY,
  isExpired,
  readStoredSession,
  sessionFromTokens,
  writeStoredSession,
  type StoredSession,
  type TokenPair,
} from '../auth/session';

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** false for the public endpoints (login, refresh); default true. */
  auth?: boolean;
}

/**
 * Called when the refresh token no longer works: shows a login over the current screen and
 * resolves with the new session, so the request that found the session expired is retried and
 * the form being typed is kept. Rejects when the user gives up.
 */
export type SessionExpiredHandler = (expired: StoredSession) => Promise<StoredSession>;

type SessionListener = (session: StoredSession | null) => void;

const REFRESH_LOCK = 'baobab.refresh';

/**
 * The one HTTP client of the renderer: bearer token, transparent refresh with rotation (shared
 * between tabs through localStorage and a Web Lock), problem+json errors as ApiProblem.
 */
export class ApiClient {
  private session: StoredSession | null = readStoredSession();
  private renewing: Promise<StoredSession> | null = null;
  private expiredHandler: SessionExpiredHandler | null = null;
  private readonly listeners = new Set<SessionListener>();

  constructor(private readonly language: () => string) {
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_STORAGE_KEY) return;
      // Another tab logged in, refreshed or logged out.
      this.session = readStoredSession();
      this.notify();
    });
  }

  getSession(): StoredSession | null {
    return this.session;
  }

  setSession(session: StoredSession | null): void {
    this.session = session;
    writeStoredSession(session);
    this.notify();
  }

  onSessionChange(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  setSessionExpiredHandler(handler: SessionExpiredHandler | null): void {
    this.expiredHandler = handler;
  }

  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
    return this.request<T>('GET', path, { query, signal });
  }

  post<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('POST', path, { ...options, body });
  }

  put<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('PUT', path, { ...options, body });
  }

  patch<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('PATCH', path, { ...options, body });
  }

  delete<T = void>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await this.send(
      buildUrl(path, options.query),
      { method, headers, body, signal: options.signal },
      options.auth !== false,
    );
    return readBody<T>(response);
  }

  /** Fetches a file with the caller's token and hands it to the browser as a download. */
  async download(path: string, query?: Query, fallbackName = 'download'): Promise<void> {
    const response = await this.send(buildUrl(path, query), { method: 'GET', headers: {} }, true);
    if (!response.ok) throw await problemFromResponse(response);
    const blob = await response.blob();
    const name = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }

  /** Multipart upload with progress (0..1); fetch cannot report upload progress, XHR can. */
  async upload<T>(
    path: string,
    form: FormData,
    onProgress?: (fraction: number) => void,
    signal?: AbortSignal,
  ): Promise<T> {
    const attempt = async (token: string) =>
      xhrUpload(path, form, token, this.language(), onProgress, signal);
    let token = await this.accessToken();
    let result = await attempt(token);
    if (result.status === 401 && isUnauthenticated(result.body)) {
      token = (await this.renew(token)).accessToken;
      result = await attempt(token);
    }
    if (result.status >= 200 && result.status < 300) return (result.body ?? undefined) as T;
    if (result.body && typeof result.body === 'object' && 'code' in result.body) {
      throw new ApiProblem({ status: result.status, ...(result.body as { code: string }) });
    }
    throw ApiProblem.client('UNEXPECTED_RESPONSE', undefined, result.status);
  }

  /** A valid access token, refreshed first when it is about to expire. */
  async accessToken(): Promise<string> {
    const session = this.session;
    if (!session) throw ApiProblem.client('SESSION_ENDED', undefined, 401);
    if (!isExpired(session)) return session.accessToken;
    return (await this.renew(session.accessToken)).accessToken;
  }

  /** Ends the session on the server (refresh token revoked) and locally. */
  async logout(): Promise<void> {
    const session = this.session;
    this.setSession(null);
    if (!session) return;
    try {
      await this.request('POST', AUTH_PATHS[session.realm].logout, {
        body: { refreshToken: session.refreshToken },
        auth: false,
      });
    } catch {
      // Already revoked or unreachable: the local session is gone either way.
    }
  }

  private async send(
    url: string,
    init: RequestInit & { headers: Record<string, string> },
    auth: boolean,
  ): Promise<Response> {
    init.headers['Accept-Language'] = this.language();
    if (!auth) return fetchOrProblem(url, init);
    let token = await this.accessToken();
    let response = await fetchOrProblem(url, withToken(init, token));
    if (response.status === 401 && (await isUnauthenticatedResponse(response))) {
      token = (await this.renew(token)).accessToken;
      response = await fetchOrProblem(url, withToken(init, token));
    }
    return response;
  }

  /**
   * One renewal at a time for every caller of this tab. The refresh itself runs under a Web Lock
   * shared by the tabs (rotation makes a refresh token single-use); the login dialog does not.
   */
  private renew(failedToken: string): Promise<StoredSession> {
    this.renewing ??= (async () => {
      const outcome = await this.withLock(() => this.refreshNow(failedToken));
      return 'renewed' in outcome ? outcome.renewed : this.sessionExpired(outcome.expired);
    })().finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  private async withLock<T>(fn: () => Promise<T>): Promise<T> {
    if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(REFRESH_LOCK, fn);
    return fn();
  }

  private async refreshNow(
    failedToken: string,
  ): Promise<{ renewed: StoredSession } | { expired: StoredSession }> {
    const current = this.session;
    if (!current) throw ApiProblem.client('SESSION_ENDED', undefined, 401);
    // Another tab may have rotated the tokens while this one waited for the lock.
    const stored = readStoredSession();
    const sameUser = stored !== null && stored.email === current.email && stored.realm === current.realm;
    if (stored && sameUser && stored.accessToken !== failedToken && !isExpired(stored)) {
      this.session = stored;
      this.notify();
      return { renewed: stored };
    }
    const latest = stored && sameUser ? stored : current;
    try {
      const tokens = await this.request<TokenPair>('POST', AUTH_PATHS[latest.realm].refresh, {
        body: { refreshToken: latest.refreshToken },
        auth: false,
      });
      const renewed = sessionFromTokens(tokens, latest);
      this.setSession(renewed);
      return { renewed };
    } catch (error) {
      if (error instanceof ApiProblem && error.code === 'NETWORK_ERROR') throw error;
      return { expired: latest };
    }
  }

  private async sessionExpired(expired: StoredSession): Promise<StoredSession> {
    if (!this.expiredHandler) {
      this.setSession(null);
      throw ApiProblem.client('SESSION_ENDED', undefined, 401);
    }
    try {
      const renewed = await this.expiredHandler(expired);
      this.setSession(renewed);
      return renewed;
    } catch {
      this.setSession(null);
      throw ApiProblem.client('SESSION_ENDED', undefined, 401);
    }
  }

  private notify(): void {
    for (const listener of this.listeners) listener(this.session);
  }
}

function withToken(init: RequestInit & { headers: Record<string, string> }, token: string): RequestInit {
  return { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } };
}

async function fetchOrProblem(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiProblem.client('NETWORK_ERROR', error instanceof Error ? error.message : undefined);
  }
}

function isUnauthenticated(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'UNAUTHENTICATED';
}

async function isUnauthenticatedResponse(response: Response): Promise<boolean> {
  try {
    return isUnauthenticated(await response.clone().json());
  } catch {
    return false;
  }
}

async function readBody<T>(response: Response): Promise<T> {
  if (!response.ok) throw await problemFromResponse(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) return (await response.json()) as T;
  return (await response.text()) as T;
}

interface XhrResult {
  status: number;
  body: unknown;
}

function xhrUpload(
  path: string,
  form: FormData,
  token: string,
  language: string,
  onProgress: ((fraction: number) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(ApiProblem.client('NETWORK_ERROR'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
