/**
 * What grew between two heap snapshots (`BENCH_HEAP_SNAPSHOTS` of the load bench):
 * `npx tsx bench/lib/heap-diff.ts start.heapsnapshot end.heapsnapshot` prints the kinds of
 * objects (node type and constructor or string name) whose count or self size grew most.
 */
import fs from 'node:fs';

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

interface Kind {
  count: number;
  size: number;
}

function kinds(file: string): Map<string, Kind> {
  const heap = JSON.parse(fs.readFileSync(file, 'utf8')) as HeapSnapshot;
  const fields = heap.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const types = heap.snapshot.meta.node_types[0];
  const result = new Map<string, Kind>();
  for (let i = 0; i < heap.nodes.length; i += width) {
    const type = types[heap.nodes[i + typeAt]];
    // Strings are grouped by type only: their text would make one kind per string.
    const name = type === 'string' || type === 'concatenated string' || type === 'sliced string' ? '' : heap.strings[heap.nodes[i + nameAt]].slice(0, 80);
    const key = `${type} ${name}`.trim();
    const kind = result.get(key) ?? { count: 0, size: 0 };
    kind.count++;
    kind.size += heap.nodes[i + sizeAt];
    result.set(key, kind);
  }
  return result;
}

const [startFile, endFile] = process.argv.slice(2);
if (!startFile || !endFile) throw new Error('Usage: heap-diff.ts START.heapsnapshot END.heapsnapshot');
const start = kinds(startFile);
const end = kinds(endFile);
const rows = [...new Set([...start.keys(), ...end.keys()])].map((key) => {
  const a = start.get(key) ?? { count: 0, size: 0 };
  const b = end.get(key) ?? { count: 0, size: 0 };
  return { key, count: b.count - a.count, size: b.size - a.size, endCount: b.count };
});
const total = (m: Map<string, Kind>) => [...m.values()].reduce((sum, k) => sum + k.size, 0);
console.log(`self size: ${(total(start) / 2 ** 20).toFixed(1)} MB → ${(total(end) / 2 ** 20).toFixed(1)} MB`);
console.log('| kind | count change | count at the end | self size change (KB) |\n|---|---|---|---|');
for (const r of rows.sort((x, y) => y.size - x.size).slice(0, 25)) console.log(`| ${r.key.replace(/\|/g, '\\|')} | ${r.count} | ${r.endCount} | ${(r.size / 1024).toFixed(1)} |`);
