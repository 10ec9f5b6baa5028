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

/** Every `i18n/<language>/<namespace>.json` file: one namespace per module and language. */
const files = import.meta.glob<Messages>('../i18n/*/*.json', { eager: true, import: 'default' });

function collectResources(): Record<string, Record<string, Messages>> {
  const resources: Record<string, Record<string, Messages>> = {};
  for (const [file, messages] of Object.entries(files)) {
    const match = /\/i18n\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, namespace] = match;
    resources[language] ??= {};
    resources[language][namespace] = messages;
  }
  return resources;
}

const resources = collectResources();
export const NAMESPACES = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

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
  document.documentElement.lang = language;
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
  applyLanguage(language);
  await i18n.changeLanguage(language);
}

/** Switches language for this page without remembering it (the account's language on login). */
export async function followLanguage(language: Language): Promise<void> {
  applyLanguage(language);
  await i18n.changeLanguage(language);
}

export function initI18n(): typeof i18n {
  const language = storedLanguage();
  applyLanguage(language);
  void i18n.use(initReactI18next).init({
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
