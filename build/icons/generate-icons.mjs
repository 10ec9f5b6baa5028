// Draws Baobab's icon (a baobab tree on a green rounded square) and writes every file the build
// needs: build/icons/icon.png (1024 px master), icon.ico (Windows, PNG entries 16–256 px),
// icon.icns (macOS, PNG entries 16–1024 px), linux/NxN.png (the Linux icon set) and tray/* (tray
// icons; macOS gets a black "template" silhouette that the menu bar tints). Writing the .ico and
// .icns here spares electron-builder its icon converter, a toolset it would download.
// Run with `node build/icons/generate-icons.mjs`; the files are committed, builds do not run it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const GREEN_TOP = [46, 107, 69];
const GREEN_BOTTOM = [27, 72, 45];
const SAND = [242, 215, 160];

/** Coverage of the tree at (u, v) in the unit square, 0 or 1. */
function tree(u, v) {
  const t = (v - 0.47) / 0.34;
  if (t >= 0 && t <= 1 && Math.abs(u - 0.5) < 0.075 + 0.07 * t * t) return 1; // bottle-shaped trunk
  if (ellipse(u, v, 0.5, 0.81, 0.2, 0.025)) return 1; // foot
  const branches = [
    [0.5, 0.5, 0.29, 0.33],
    [0.5, 0.5, 0.41, 0.28],
    [0.5, 0.5, 0.59, 0.28],
    [0.5, 0.5, 0.71, 0.33],
  ];
  for (const [x1, y1, x2, y2] of branches) if (segmentDistance(u, v, x1, y1, x2, y2) < 0.032) return 1;
  const crowns = [
    [0.27, 0.3, 0.11, 0.055],
    [0.41, 0.25, 0.1, 0.055],
    [0.59, 0.25, 0.1, 0.055],
    [0.73, 0.3, 0.11, 0.055],
    [0.5, 0.27, 0.08, 0.05],
  ];
  for (const [cx, cy, rx, ry] of crowns) if (ellipse(u, v, cx, cy, rx, ry)) return 1;
  return 0;
}

function ellipse(u, v, cx, cy, rx, ry) {
  return ((u - cx) / rx) ** 2 + ((v - cy) / ry) ** 2 <= 1;
}

function segmentDistance(px, py, x1, y1, x2, y2) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const k = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (x1 + k * dx), py - (y1 + k * dy));
}

function insideRoundedSquare(u, v, margin, radius) {
  const lo = margin + radius;
  const hi = 1 - margin - radius;
  const cu = Math.min(Math.max(u, lo), hi);
  const cv = Math.min(Math.max(v, lo), hi);
  return Math.hypot(u - cu, v - cv) <= radius;
}

/** RGBA pixels of the icon at `size` px, 4×4 supersampled. */
function render(size, { template = false } = {}) {
  const pixels = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const u = (x + (sx + 0.5) / n) / size;
          const v = (y + (sy + 0.5) / n) / size;
          if (template) {
            fg += tree((u - 0.5) * 0.8 + 0.5, (v - 0.5) * 0.8 + 0.53);
          } else if (insideRoundedSquare(u, v, 0.04, 0.2)) {
            if (tree(u, v)) fg++;
            else bg++;
          }
        }
      }
      const samples = n * n;
      const o = (y * size + x) * 4;
      if (template) {
        pixels.set([0, 0, 0, Math.round((255 * fg) / samples)], o);
        continue;
      }
      const alpha = (bg + fg) / samples;
      if (alpha === 0) continue;
      const g = y / size;
      const green = GREEN_TOP.map((c, i) => c + (GREEN_BOTTOM[i] - c) * g);
      const mix = green.map((c, i) => (c * bg + SAND[i] * fg) / (bg + fg));
      pixels.set([...mix.map(Math.round), Math.round(255 * alpha)], o);
    }
  }
  return pixels;
}

function png(size, pixels) {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

const cache = new Map();
function pngOf(size, options = {}) {
  const key = `${size}:${options.template ? 't' : 'c'}`;
  if (!cache.has(key)) cache.set(key, png(size, render(size, options)));
  return cache.get(key);
}

function write(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

/** ICO with PNG-compressed entries (Windows Vista and later); a width of 256 is written as 0. */
function ico(sizes) {
  const images = sizes.map((size) => pngOf(size));
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(images[i].length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += images[i].length;
  });
  return Buffer.concat([header, ...images]);
}

/** ICNS with PNG entries: [OSType, size in px]. */
function icns(entries) {
  const blocks = entries.map(([type, size]) => {
    const data = pngOf(size);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([head, data]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + blocks.reduce((n, b) => n + b.length, 0), 4);
  return Buffer.concat([head, ...blocks]);
}

write(path.join(here, 'icon.png'), pngOf(1024));
for (const size of [16, 24, 32, 48, 64, 128, 256, 512]) write(path.join(here, 'linux', `${size}x${size}.png`), pngOf(size));
write(path.join(here, 'icon.ico'), ico([16, 24, 32, 48, 64, 128, 256]));
write(
  path.join(here, 'icon.icns'),
  icns([
    ['icp4', 16],
    ['icp5', 32],
    ['icp6', 64],
    ['ic07', 128],
    ['ic08', 256],
    ['ic09', 512],
    ['ic10', 1024],
    ['ic11', 32],
    ['ic12', 64],
    ['ic13', 256],
    ['ic14', 512],
  ]),
);
write(path.join(here, 'tray', 'tray.png'), pngOf(32));
write(path.join(here, 'tray', 'trayTemplate.png'), pngOf(16, { template: true }));
write(path.join(here, 'tray', 'trayTemplate@2x.png'), pngOf(32, { template: true }));
console.log(`icons written under ${path.relative(process.cwd(), here)}`);
