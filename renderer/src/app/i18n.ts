import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import zodEn from 'zod/v4/locales/en.js';
import zodFr from 'zod/v4/locales/fr.js';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
const STORAGE_KEY = 'baobab.language';

type Messages = Record<string, unknown>;
type Loaders = Record<string, () => Promise<Messages>>;

/**
 * Every `i18n/<language>/<namespace>.json` file: one namespace per module and language. Only the
 * interface language is loaded (vite.config.ts puts each language's files in one chunk): before
 * the first render, and on a switch.
 */
const files: Record<Language, Loaders> = {
  fr: import.meta.glob<Messages>('../i18n/fr/*.json', { import: 'default' }),
  en: import.meta.glob<Messages>('../i18n/en/*.json', { import: 'default' }),
};

const namespaceOf = (file: string) => /\/([\w-]+)\.json$/.exec(file)?.[1] ?? file;

export const NAMESPACES = Object.keys(files[DEFAULT_LANGUAGE]).map(namespaceOf);

async function loadMessages(language: Language): Promise<Record<string, Messages>> {
  const loaded = await Promise.all(
    Object.entries(files[language]).map(async ([file, load]) => [namespaceOf(file), await load()] as const),
  );
  return Object.fromEntries(loaded);
}

/** Loads a language's messages unless they are in already. */
async function ensureLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) return;
  const messages = await loadMessages(language);
  for (const [namespace, bundle] of Object.entries(messages)) i18n.addResourceBundle(language, namespace, bundle, true, true);
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

/** Validation messages of zod schemas (shared with the server) follow the interface language. */
function applyLanguage(language: Language): void {
  z.config(language === 'fr' ? zodFr() : zodEn());
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

/** Loads the messages of the stored (or default) language and starts i18next with them: before the first render. */
export async function initI18n(): Promise<typeof i18n> {
  const language = storedLanguage();
  const resources = { [language]: await loadMessages(language) };
  applyLanguage(language);
  await i18n.use(initReactI18next).init({
    resources,
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
