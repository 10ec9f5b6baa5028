import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api } from '../api';
import i18n, { currentLanguage, followLanguage, hasChosenLanguage, isLanguage } from '../i18n';
import { AuthContext, type AuthStatus, type AuthValue } from './AuthContext';
import { requestSession, type Credentials } from './login';
import { allows, toMe, type AccessRule, type Me, type MeResponse } from './me';
import { AUTH_PATHS, type Realm } from './realm';
import type { StoredSession } from './session';
import { SessionExpiredDialog } from './SessionExpiredDialog';

interface ExpiredPrompt {
  expired: StoredSession;
  resolve: (session: StoredSession) => void;
  reject: (reason: Error) => void;
}

async function fetchMe(realm: Realm): Promise<Me> {
  return toMe(await api.get<MeResponse>(AUTH_PATHS[realm].me), realm);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>(() => (api.getSession() ? 'loading' : 'anonymous'));
  const [me, setMe] = useState<Me | null>(null);
  const [prompt, setPrompt] = useState<ExpiredPrompt | null>(null);
  const loadedFor = useRef<string | null>(null);

  const load = useCallback(async (session: StoredSession) => {
    const key = `${session.realm}:${session.email}`;
    loadedFor.current = key;
    try {
      const loaded = await fetchMe(session.realm);
      if (loadedFor.current !== key) return;
      setMe(loaded);
      setStatus('authenticated');
    } catch {
      if (loadedFor.current !== key) return;
      await api.logout();
    }
  }, []);

  useEffect(() => {
    const initial = api.getSession();
    if (initial) void load(initial);
    return api.onSessionChange((session) => {
      if (!session) {
        loadedFor.current = null;
        setMe(null);
        setStatus('anonymous');
        return;
      }
      // Same person after a refresh: nothing to reload. Someone else (another tab): reload.
      if (loadedFor.current !== `${session.realm}:${session.email}`) {
        setStatus('loading');
        void load(session);
      }
    });
  }, [load]);

  useEffect(() => {
    api.setSessionExpiredHandler(
      (expired) => new Promise<StoredSession>((resolve, reject) => setPrompt({ expired, resolve, reject })),
    );
    return () => api.setSessionExpiredHandler(null);
  }, []);

  const signIn = useCallback(async (session: StoredSession) => {
    loadedFor.current = `${session.realm}:${session.email}`;
    api.setSession(session);
    const loaded = await fetchMe(session.realm);
    // A new device follows the account's language until someone picks one here.
    if (!hasChosenLanguage() && isLanguage(loaded.user.locale) && loaded.user.locale !== currentLanguage()) {
      await followLanguage(loaded.user.locale);
    }
    setMe(loaded);
    setStatus('authenticated');
    return loaded;
  }, []);

  const login = useCallback(
    async (realm: Realm, credentials: Credentials) => signIn(await requestSession(realm, credentials)),
    [signIn],
  );

  // The account remembers the chosen language too: it is the language of the mails it receives.
  useEffect(() => {
    const onChange = (language: string) => {
      if (!me || me.realm !== 'tenant' || !isLanguage(language) || me.user.locale === language) return;
      api
        .patch(AUTH_PATHS.tenant.me, { locale: language })
        .then(() =>
          setMe((current) =>
            current ? { ...current, user: { ...current.user, locale: language } } : current,
          ),
        )
        .catch(() => undefined);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [me]);

  const logout = useCallback(() => api.logout(), []);

  const refreshMe = useCallback(async () => {
    const session = api.getSession();
    if (session) setMe(await fetchMe(session.realm));
  }, []);

  const can = useCallback(
    (rule: AccessRule | string) =>
      me !== null && allows(me, typeof rule === 'string' ? { permissions: [rule] } : rule),
    [me],
  );

  const value = useMemo<AuthValue>(
    () => ({ status, me, login, signIn, logout, refreshMe, can }),
    [status, me, login, signIn, logout, refreshMe, can],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {prompt && (
        <SessionExpiredDialog
          expired={prompt.expired}
          onRenewed={(session) => {
            setPrompt(null);
            prompt.resolve(session);
          }}
          onGiveUp={() => {
            setPrompt(null);
            prompt.reject(new Error('session ended'));
          }}
        />
      )}
    </AuthContext.Provider>
  );
}
