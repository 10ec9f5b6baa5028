import path from 'node:path';

/**
 * Modules meet through contracts: a file of server/modules/<a>/ may import another module only
 * through that module's index.ts (its ports, services and types), never its models or internal
 * files; the platform imports no module at all. Tests and test helpers arrange their world freely.
 */
const MODULES = `${path.sep}server${path.sep}modules${path.sep}`;
const PLATFORM = `${path.sep}server${path.sep}platform${path.sep}`;

function isTestFile(file) {
  return /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}tests${path.sep}`) || file.includes(`${path.sep}server${path.sep}test${path.sep}`);
}

/** `…/server/modules/booking/services/x.ts` → { module: 'booking', rest: 'services/x' } */
function moduleOf(file) {
  const at = file.lastIndexOf(MODULES);
  if (at < 0) return null;
  const parts = file.slice(at + MODULES.length).split(path.sep);
  if (parts.length < 2) {
    const name = parts[0].replace(/\.tsx?$/, '');
    // server/modules/index.ts is the list of modules, not a module.
    return name === 'index' ? { module: null, rest: name } : { module: name, rest: '' };
  }
  return { module: parts[0], rest: parts.slice(1).join('/').replace(/\.tsx?$/, '') };
}

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Import another module only through its index.ts; the platform imports no module" },
    messages: {
      deep: "'{{source}}' reaches into the {{target}} module's internals: import what it exports from its index.ts (ports, services, types).",
      platform: "The platform must not depend on a module ('{{source}}'): declare a port the module provides instead.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (isTestFile(file)) return {};
    const here = moduleOf(file);
    const inPlatform = file.includes(PLATFORM);
    if (!here && !inPlatform) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(file), source));
      if (!target || target.module === null) return;
      if (inPlatform) {
        context.report({ node, messageId: 'platform', data: { source } });
        return;
      }
      if (here.module === null || target.module === here.module) return;
      if (target.rest === 'index' || target.rest === '') return;
      context.report({ node, messageId: 'deep', data: { source, target: target.module } });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
