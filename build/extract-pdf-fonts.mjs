// Writes the Roboto fonts that pdfmake ships (base64, in its browser virtual file system) as TTF
// files under resources/fonts/, where the server's PDF renderer reads them: no network at render
// time. Run once after a pdfmake upgrade: `node build/extract-pdf-fonts.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'resources', 'fonts');
const vfs = require('pdfmake/build/vfs_fonts.js');

const wanted = ['Roboto-Regular.ttf', 'Roboto-Medium.ttf', 'Roboto-Italic.ttf', 'Roboto-MediumItalic.ttf'];
fs.mkdirSync(target, { recursive: true });
for (const name of wanted) {
  if (typeof vfs[name] !== 'string') throw new Error(`${name} is missing from pdfmake/build/vfs_fonts.js`);
  const bytes = Buffer.from(vfs[name], 'base64');
  fs.writeFileSync(path.join(target, name), bytes);
  console.log(`${name}: ${bytes.length} bytes`);
}
