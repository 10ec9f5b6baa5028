import { pathToFileURL } from 'node:url';
import { isBenchReport, publish } from './report';

/**
 * Runs one benchmark file for bench/run.ts, in a process of its own. A script that does its work
 * when imported is done once imported; a module exporting `run()` is run here, and a report it
 * answers is published (anything else it answers is printed).
 */
const file = process.argv[2];
if (!file) throw new Error('usage: tsx bench/lib/child.ts bench/<name>.bench.ts');
const mod = (await import(pathToFileURL(file).href)) as { run?: () => Promise<unknown> };
if (typeof mod.run === 'function') {
  const result = await mod.run();
  if (isBenchReport(result)) publish(result);
  else if (result !== undefined) console.log(typeof result === 'string' ? result : JSON.stringify(result, null, 2));
}
process.exit(0);
