import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './heap-budget';

const root = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the server heap budget', () => {
  it('is passed by npm start, the Docker image and the Electron host alike', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start;
    expect(start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist/server/main.js`);
    expect(read('Dockerfile')).toContain(`CMD ["node", ${SERVER_NODE_FLAGS.map((f) => JSON.stringify(f)).join(', ')}, "dist/server/main.js"]`);
    expect(read('electron/main.ts')).toMatch(/utilityProcess\.fork\(entry, \[\], \{[^}]*execArgv: \[\.\.\.SERVER_NODE_FLAGS\]/);
  });
});
