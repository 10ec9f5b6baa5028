import i18next from 'i18next';
import { config } from 'zod/v4';
import zodEn from 'zod/v4/locales/en.js';
import zodFr from 'zod/v4/locales/fr.js';

/**
 * `zod` in the renderer's build (vite.config.ts aliases it here): zod itself, its messages in the
 * interface language. Only the pages that validate with zod load it — the first screen does not.
 */
const apply = (language: string | undefined) => config(language === 'en' ? zodEn() : zodFr());
apply(i18next.resolvedLanguage);
i18next.on('languageChanged', apply);

export * from 'zod/v4';
export { default } from 'zod/v4';
