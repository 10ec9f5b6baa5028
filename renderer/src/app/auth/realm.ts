/** Tenant users and platform operators log in and refresh on separate endpoints. */
export type Realm = 'tenant' | 'operator';

export interface AuthPaths {
  login: string;
  refresh: string;
  logout: string;
  me: string;
  password: string;
}

export const AUTH_PATHS: Record<Realm, AuthPaths> = {
  tenant: {
    login: '/auth/login',
    refresh: '/auth/refresh',
    logout: '/auth/logout',
    me: '/auth/me',
    password: '/auth/password',
  },
  operator: {
    login: '/admin-platform/auth/login',
    refresh: '/admin-platform/auth/refresh',
    logout: '/admin-platform/auth/logout',
    me: '/admin-platform/auth/me',
    password: '/admin-platform/auth/password',
  },
};

/** Where each realm's space lives inside the app (router paths, under the /app basename). */
export const REALM_HOME: Record<Realm, string> = { tenant: '/', operator: '/operator' };
