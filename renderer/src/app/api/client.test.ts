import { ApiClient } from './client';
import { ApiProblem } from './problem';
import { SESSION_STORAGE_KEY, type StoredSession } from '../auth/session';

/** Just enough of a browser for the client: localStorage, window events, fetch. */
class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

interface Call {
  url: string;
  method: string;
  authorization?: string;
  body?: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
const unauthenticated = () =>
  json(401, { status: 401, code: 'UNAUTHENTICATED', title: 'Authentication required' });

let calls: Call[];
let handler: (call: Call) => Response | Promise<Response>;

function session(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    realm: 'tenant',
    accessToken: 'A1',
    refreshToken: 'R1',
    expiresAt: Date.now() + 600_000,
    email: 'admin@demo.local',
    tenant: 'demo',
    ...overrides,
  };
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('window', { addEventListener: () => undefined });
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: Call = {
      url,
      method: init.method ?? 'GET',
      authorization: headers.Authorization,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
});

afterEach(() => vi.unstubAllGlobals());

function client(initial: StoredSession | null = session()): ApiClient {
  if (initial) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(initial));
  return new ApiClient(() => 'fr');
}

describe('ApiClient', () => {
  it('sends the bearer token and the interface language', async () => {
    handler = () => json(200, { ok: true });
    await expect(client().get('/auth/me')).resolves.toEqual({ ok: true });
    expect(calls).toEqual([{ url: '/auth/me', method: 'GET', authorization: 'Bearer A1', body: undefined }]);
  });

  it('refreshes once on UNAUTHENTICATED, retries, and stores the rotated pair', async () => {
    handler = (call) => {
      if (call.url === '/auth/refresh')
        return json(200, { accessToken: 'A2', refreshToken: 'R2', tokenType: 'Bearer', expiresIn: 900 });
      return call.authorization === 'Bearer A2' ? json(200, { items: [] }) : unauthenticated();
    };
    const api = client();
    const [a, b] = await Promise.all([api.get('/admin/users'), api.get('/admin/roles')]);
    expect(a).toEqual({ items: [] });
    expect(b).toEqual({ items: [] });
    expect(calls.filter((c) => c.url === '/auth/refresh')).toEqual([
      { url: '/auth/refresh', method: 'POST', authorization: undefined, body: { refreshToken: 'R1' } },
    ]);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
      accessToken: 'A2',
      refreshToken: 'R2',
      email: 'admin@demo.local',
    });
  });

  it('asks the expiry handler for a new session when the refresh is refused, then sends the request again', async () => {
    handler = (call) => {
      if (call.url === '/auth/refresh') return unauthenticated();
      return call.authorization === 'Bearer A9' ? json(201, { id: 'u1' }) : unauthenticated();
    };
    const api = client();
    const expired: StoredSession[] = [];
    api.setSessionExpiredHandler(async (old) => {
      expired.push(old);
      return session({ accessToken: 'A9', refreshToken: 'R9' });
    });
    await expect(api.post('/admin/users', { email: 'new@demo.local' })).resolves.toEqual({ id: 'u1' });
    expect(expired.map((s) => s.email)).toEqual(['admin@demo.local']);
    expect(calls.at(-1)).toEqual({
      url: '/admin/users',
      method: 'POST',
      authorization: 'Bearer A9',
      body: { email: 'new@demo.local' },
    });
  });

  it('ends the session when the user gives up logging in again', async () => {
    handler = () => unauthenticated();
    const api = client();
    api.setSessionExpiredHandler(async () => {
      throw new Error('gave up');
    });
    await expect(api.get('/admin/users')).rejects.toMatchObject({ code: 'SESSION_ENDED' });
    expect(api.getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('refreshes before sending when the access token has expired', async () => {
    handler = (call) =>
      call.url === '/auth/refresh'
        ? json(200, { accessToken: 'A2', refreshToken: 'R2', tokenType: 'Bearer', expiresIn: 900 })
        : json(200, { ok: call.authorization });
    await expect(client(session({ expiresAt: Date.now() - 1 })).get('/auth/me')).resolves.toEqual({
      ok: 'Bearer A2',
    });
    expect(calls.map((c) => c.url)).toEqual(['/auth/refresh', '/auth/me']);
  });

  it('turns a problem+json answer into an ApiProblem with its field errors', async () => {
    handler = () =>
      json(409, {
        status: 409,
        code: 'DUPLICATE',
        detail: 'A user with the email x already exists',
        errors: [{ path: 'email', message: 'taken' }],
      });
    const error = await client()
      .post('/admin/users', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiProblem);
    expect((error as ApiProblem).code).toBe('DUPLICATE');
    expect((error as ApiProblem).fieldErrors).toEqual([{ path: 'email', message: 'taken' }]);
  });

  it('keeps the session on a network failure', async () => {
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    const api = client();
    await expect(api.get('/auth/me')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(api.getSession()?.accessToken).toBe('A1');
  });

  it('refuses to call a protected endpoint without a session', async () => {
    handler = () => json(200, {});
    await expect(client(null).get('/auth/me')).rejects.toMatchObject({ code: 'SESSION_ENDED' });
    expect(calls).toEqual([]);
  });
});
