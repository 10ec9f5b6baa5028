import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The renderer's messages, loaded with the code that reads them (issue 25: the first screen under
 * 300 KB). The shell — the namespaces of SHELL_NAMESPACES whole, and of every other namespace the
 * menu labels (`nav`, and the keys named by a `labelKey`) — is one chunk per language that
 * app/i18n.ts loads before the first render. Every other namespace is a chunk of its own: a source
 * module that reads it gets an import of `virtual:baobab-namespace/<ns>`, a module that awaits
 * `loadNamespaces([ns])` at its top level, so a lazy page or card is not evaluated (and React keeps
 * its Suspense fallback) until its messages are in — no key ever shows untranslated.
 */

const RENDERER_SRC = fileURLToPath(new URL('../renderer/src/', import.meta.url));
const I18N_DIR = path.join(RENDERER_SRC, 'i18n');
const I18N_MODULE = path.join(RENDERER_SRC, 'app', 'i18n.ts');
const SHELL_PREFIX = 'virtual:baobab-shell-messages/';
const NAMESPACE_PREFIX = 'virtual:baobab-namespace/';

/** Read by the shell of every page (menus, login, dashboard, license banner, form rules). */
export const SHELL_NAMESPACES: readonly string[] = ['common', 'auth', 'dashboard', 'ruleMessages', 'license'];

type Messages = { [key: string]: unknown };

/** True when the shell carries this key (a menu label, or a key of a shell namespace). */
export function inShell(namespace: string, key: string, labelKeys: ReadonlySet<string>): boolean {
  return SHELL_NAMESPACES.includes(namespace) || key === 'nav' || key.startsWith('nav.') || labelKeys.has(`${namespace}:${key}`);
}

const quoted = (text: string) => [...text.matchAll(/['"`]([\w-]+)['"`]/g)].map((m) => m[1]);

/**
 * The namespaces outside the shell that a source module reads: `useTranslation('ns')` (or a list),
 * an `ns: 'ns'` option, a key written `'ns:key'` (in a string or a template literal).
 */
export function namespacesOf(code: string, known: ReadonlySet<string>, labelKeys: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g)) quoted(m[1]).forEach((ns) => found.add(ns));
  for (const m of code.matchAll(/\bns:\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g)) quoted(m[1]).forEach((ns) => found.add(ns));
  for (const m of code.matchAll(/['"`]([A-Za-z]\w*):([\w.]*)/g)) if (known.has(m[1]) && !inShell(m[1], m[2], labelKeys)) found.add(m[1]);
  return [...found].filter((ns) => known.has(ns) && !SHELL_NAMESPACES.includes(ns)).sort();
}

/** The `ns:key` texts of the registry's `labelKey`s (menu entries, profile tabs): shown by the shell. */
export function labelKeysOf(code: string): string[] {
  return [...code.matchAll(/labelKey:\s*['"]([A-Za-z]\w*:[\w.]+)['"]/g)].map((m) => m[1]);
}

function valueAt(messages: Messages, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined), messages);
}

function setAt(messages: Messages, key: string, value: unknown): void {
  const parts = key.split('.');
  let node = messages;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Messages;
  node[parts[parts.length - 1]] = value;
}

/** What the shell carries of one namespace's messages. */
export function shellSlice(namespace: string, messages: Messages, labelKeys: ReadonlySet<string>): Messages {
  if (SHELL_NAMESPACES.includes(namespace)) return messages;
  const slice: Messages = {};
  const keys = ['nav', ...[...labelKeys].filter((k) => k.startsWith(`${namespace}:`)).map((k) => k.slice(namespace.length + 1))];
  for (const key of keys) {
    const value = valueAt(messages, key);
    if (value !== undefined) setAt(slice, key, value);
  }
  return slice;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const namespaceFiles = (language: string) =>
  fs
    .readdirSync(path.join(I18N_DIR, language))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ namespace: f.slice(0, -'.json'.length), file: path.join(I18N_DIR, language, f) }));

/**
 * `lazyNamespaces: false` (unit tests) provides the shell module only: the modules are then not
 * rewritten, and app/i18n.ts still loads a namespace when asked.
 */
export function i18nNamespaces({ lazyNamespaces }: { lazyNamespaces: boolean }): Plugin {
  const known = () => new Set(namespaceFiles('fr').map((n) => n.namespace));
  const labelKeys = () => new Set(sourceFiles(RENDERER_SRC).flatMap((file) => labelKeysOf(fs.readFileSync(file, 'utf8'))));
  let cached: { known: Set<string>; labelKeys: Set<string> } | undefined;
  const scan = () => (cached ??= { known: known(), labelKeys: labelKeys() });
  return {
    name: 'baobab-i18n-namespaces',
    enforce: 'pre',
    buildStart() {
      cached = undefined;
    },
    watchChange() {
      cached = undefined;
    },
    resolveId(id) {
      return id.startsWith(SHELL_PREFIX) || id.startsWith(NAMESPACE_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${SHELL_PREFIX}`)) {
        const language = id.slice(SHELL_PREFIX.length + 1);
        const shell: Messages = {};
        for (const { namespace, file } of namespaceFiles(language)) {
          this.addWatchFile(file);
          const slice = shellSlice(namespace, JSON.parse(fs.readFileSync(file, 'utf8')) as Messages, scan().labelKeys);
          if (Object.keys(slice).length) shell[namespace] = slice;
        }
        return `export default ${JSON.stringify(shell)};`;
      }
      if (id.startsWith(`\0${NAMESPACE_PREFIX}`)) {
        const namespace = id.slice(NAMESPACE_PREFIX.length + 1);
        return `import { loadNamespaces } from ${JSON.stringify(I18N_MODULE)};\nawait loadNamespaces([${JSON.stringify(namespace)}]);\n`;
      }
      return null;
    },
    transform(code, id) {
      if (!lazyNamespaces || !id.startsWith(RENDERER_SRC) || !/\.tsx?$/.test(id) || id === I18N_MODULE) return null;
      const namespaces = namespacesOf(code, scan().known, scan().labelKeys);
      if (!namespaces.length) return null;
      // Appended: imports are hoisted, and no line of the module moves (its source map holds).
      return { code: `${code}\n${namespaces.map((ns) => `import '${NAMESPACE_PREFIX}${ns}';`).join('\n')}\n`, map: null };
    },
  };
}
