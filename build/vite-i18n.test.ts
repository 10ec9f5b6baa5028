import fs from 'node:fs';
import path from 'node:path';
import { inShell, labelKeysOf, namespacesOf, SHELL_NAMESPACES, shellSlice } from './vite-i18n';

const I18N = path.join(import.meta.dirname, '..', 'renderer', 'src', 'i18n');
const known = new Set(['common', 'auth', 'leave', 'employees', 'appraisal', 'contracts', 'workflow']);
const labels = new Set(['contracts:profileTab.label']);

describe('the namespaces a renderer module reads', () => {
  it('come from useTranslation, the ns option and keys written ns:key, outside the shell', () => {
    const code = [
      "const { t } = useTranslation('leave');",
      "const other = useTranslation(['employees', 'common']);",
      "i18n.t(message, { ns: 'workflow', keySeparator: false });",
      '<StatusChip labelPrefix="appraisal:appraisalStatus" />',
      "const label = t('contracts:profileTab.label');",
      "const nav = t(`leave:nav.${id}`);",
      "const auth = t('auth:title'); const url = 'http://example.com'; const missing = t('nowhere:key');",
    ].join('\n');
    expect(namespacesOf(code, known, labels)).toEqual(['appraisal', 'employees', 'leave', 'workflow']);
  });

  it('leave out menu labels, keys of shell namespaces and modules that read none', () => {
    const registration = "nav: [{ labelKey: 'leave:nav.mine' }], profileTabs: [{ labelKey: 'contracts:profileTab.label' }], id: 'leave'";
    expect(namespacesOf(registration, known, labels)).toEqual([]);
    expect(namespacesOf("const { t } = useTranslation(); t('common:actions.save');", known, labels)).toEqual([]);
    expect(namespacesOf('t(`appraisal:nav.${key}`)', known, labels)).toEqual([]);
    expect(namespacesOf('t(`appraisal:status.${key}`)', known, labels)).toEqual(['appraisal']);
    expect(inShell('common', 'anything', labels)).toBe(true);
    expect(inShell('contracts', 'profileTab.label', labels)).toBe(true);
    expect(inShell('contracts', 'profileTab.title', labels)).toBe(false);
  });

  it('labelKeysOf reads the registry labels', () => {
    expect(labelKeysOf("{ id: 'x', labelKey: 'leave:nav.mine', icon }, { labelKey: \"contracts:profileTab.label\" }")).toEqual([
      'leave:nav.mine',
      'contracts:profileTab.label',
    ]);
  });
});

describe('the shell messages', () => {
  it('carry a shell namespace whole and of the others the menu labels only', () => {
    const contracts = { nav: { contracts: 'Contrats' }, profileTab: { label: 'Contrats', title: 'x' }, list: { title: 'y' } };
    expect(shellSlice('contracts', contracts, labels)).toEqual({ nav: { contracts: 'Contrats' }, profileTab: { label: 'Contrats' } });
    expect(shellSlice('common', contracts, labels)).toBe(contracts);
    expect(shellSlice('workflow', { title: 'z' }, labels)).toEqual({});
  });

  it('translate every labelKey of the renderer in both languages', () => {
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
      );
    const keys = sources(path.join(I18N, '..')).flatMap((file) => labelKeysOf(fs.readFileSync(file, 'utf8')));
    expect(keys.length).toBeGreaterThan(50);
    for (const language of ['fr', 'en']) {
      for (const key of keys) {
        const [namespace, rest] = key.split(':');
        const messages = JSON.parse(fs.readFileSync(path.join(I18N, language, `${namespace}.json`), 'utf8'));
        const slice = shellSlice(namespace, messages, new Set(keys));
        const text = rest.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], slice);
        expect(typeof text, `${language} ${key}`).toBe('string');
      }
    }
    expect(SHELL_NAMESPACES).toContain('common');
  });
});
