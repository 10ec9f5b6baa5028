import fs from 'node:fs';
import path from 'node:path';
import i18n, { followLanguage, initI18n, loadNamespaces, NAMESPACES } from './i18n';

const I18N = path.join(import.meta.dirname, '..', 'i18n');
/** A message of the file outside its menu labels (`nav`). */
function leafOutsideNav(messages: Record<string, unknown>, prefix = ''): string {
  for (const [key, value] of Object.entries(messages)) {
    if (!prefix && key === 'nav') continue;
    if (typeof value === 'string') return `${prefix}${key}`;
    if (value && typeof value === 'object') return leafOutsideNav(value as Record<string, unknown>, `${prefix}${key}.`);
  }
  throw new Error('No message outside nav');
}

const file = (language: string, namespace: string) => JSON.parse(fs.readFileSync(path.join(I18N, language, `${namespace}.json`), 'utf8'));

beforeAll(async () => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
  if (!i18n.isInitialized) await initI18n();
});

afterAll(async () => {
  await followLanguage('fr');
  vi.unstubAllGlobals();
});

describe('messages loaded by namespace', () => {
  it('start with the shell: the menu labels of every module, not the rest of their messages', async () => {
    await followLanguage('fr');
    expect(i18n.t('leave:nav.mine')).toBe(file('fr', 'leave').nav.mine);
    expect(i18n.t('common:nav.dashboard')).toBe(file('fr', 'common').nav.dashboard);
    expect(i18n.exists(`leave:${leafOutsideNav(file('fr', 'leave'))}`)).toBe(false);
  });

  it('once loaded, equal the message files, in the language switched to as well', async () => {
    await loadNamespaces(NAMESPACES);
    for (const namespace of NAMESPACES) expect(i18n.getResourceBundle('fr', namespace)).toEqual(file('fr', namespace));
    await followLanguage('en');
    for (const namespace of NAMESPACES) expect(i18n.getResourceBundle('en', namespace)).toEqual(file('en', namespace));
    expect(i18n.t('leave:nav.mine')).toBe(file('en', 'leave').nav.mine);
    await followLanguage('fr');
  });
});
