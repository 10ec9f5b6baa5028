import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
const STORAGE_KEY = 'baobab.language';

type Messages = Record<string, unknown>;

/**
 * The shell's messages of each language (the login page, the menus, the dashboard, the license
 * banner, the forms' rules): the first render waits for them. build/vite-i18n.ts writes them from
 * `i18n/<language>/*.json`.
 */
const shells: Record<Language, () => Promise<{ default: Record<string, Messages> }>> = {
  fr: () => import('virtual:baobab-shell-messages/fr'),
  en: () => import('virtual:baobab-shell-messages/en'),
};

/**
 * Every `i18n/<language>/<namespace>.json` file: one namespace per module and language, each a
 * chunk of its own, loaded by the modules that read it (`loadNamespaces`, which build/vite-i18n.ts
 * has each such module await before it runs).
 */
const files: Record<Language, Record<string, () => Promise<Messages>>> = {
  fr: import.meta.glob<Messages>('../i18n/fr/*.json', { import: 'default' }),
  en: import.meta.glob<Messages>('../i18n/en/*.json', { import: 'default' }),
};

const namespaceOf = (file: string) => /\/([\w-]+)\.json$/.exec(file)?.[1] ?? file;
const loaders: Record<Language, Map<string, () => Promise<Messages>>> = {
  fr: new Map(Object.entries(files.fr).map(([file, load]) => [namespaceOf(file), load])),
  en: new Map(Object.entries(files.en).map(([file, load]) => [namespaceOf(file), load])),
};

export const NAMESPACES = [...loaders[DEFAULT_LANGUAGE].keys()];

/** The namespaces the modules loaded so far asked for: a language switch loads them first. */
const requested = new Set<string>();
/** The loads started, by `<language>/<namespace>` (`<language>/` for the shell). */
const loads = new Map<string, Promise<void>>();
/** What was loaded before i18next started (a module of the first screen reading a namespace). */
const early: Partial<Record<Language, Record<string, Messages>>> = {};
/** The interface language, or the one a switch is loading. */
let target: Language = storedLanguage();

function merge(into: Messages, from: Messages): Messages {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    into[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? merge({ ...(current as Messages) }, value as Messages)
        : value;
  }
  return into;
}

function add(language: Language, namespace: string, messages: Messages): void {
  if (i18n.isInitialized) {
    i18n.addResourceBundle(language, namespace, messages, true, true);
    return;
  }
  const bundles = (early[language] ??= {});
  bundles[namespace] = merge(bundles[namespace] ?? {}, messages);
}

/** Loads once what `load` brings, under `key`; a failed load may be tried again. */
function once(key: string, load: () => Promise<void>): Promise<void> {
  let pending = loads.get(key);
  if (!pending) {
    pending = load().catch((error: unknown) => {
      loads.delete(key);
      throw error;
    });
    loads.set(key, pending);
  }
  return pending;
}

const ensureShell = (language: Language) =>
  once(`${language}/`, async () => {
    const { default: shell } = await shells[language]();
    for (const [namespace, messages] of Object.entries(shell)) add(language, namespace, messages);
  });

function ensureNamespace(language: Language, namespace: string): Promise<void> {
  const load = loaders[language].get(namespace);
  if (!load) return Promise.reject(new Error(`No messages for the namespace ${namespace}`));
  return once(`${language}/${namespace}`, async () => add(language, namespace, await load()));
}

/**
 * Loads namespaces of the interface language (and keeps them for a later switch); what a lazy
 * page or card awaits before it runs.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  for (const namespace of namespaces) requested.add(namespace);
  await Promise.all(namespaces.map((namespace) => ensureNamespace(target, namespace)));
}

/** Loads a language's shell and every namespace asked for so far, before showing it. */
async function ensureLanguage(language: Language): Promise<void> {
  target = language;
  await Promise.all([ensureShell(language), ...[...requested].map((namespace) => ensureNamespace(language, namespace))]);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The page's language (zod's messages follow i18next's language: app/zod.ts). */
function applyLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** True once someone chose a language on this device (the choice then wins over the account's). */
export function hasChosenLanguage(): boolean {
  try {
    return isLanguage(localStorage.getItem(STORAGE_KEY));
  } catch {
    return false;
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Switches the interface language and remembers the choice on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
  }
  await ensureLanguage(language);
  applyLanguage(language);
  await i18n.changeLanguage(language);
}

/** Switches language for this page without remembering it (the account's language on login). */
export async function followLanguage(language: Language): Promise<void> {
  await ensureLanguage(language);
  applyLanguage(language);
  await i18n.changeLanguage(language);
}

/** Loads the shell's messages of the stored (or default) language and starts i18next with them: before the first render. */
export async function initI18n(): Promise<typeof i18n> {
  const language = storedLanguage();
  await ensureLanguage(language);
  applyLanguage(language);
  await i18n.use(initReactI18next).init({
    resources: { [language]: early[language] ?? {} },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: NAMESPACES,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18n;
}

export default i18n;
