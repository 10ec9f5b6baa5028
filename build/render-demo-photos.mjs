#!/usr/bin/env node
// Redraws the demo tenant's resource photos: each resources/demo/booking/*.svg (drawn by hand)
// is rendered by Debian's Chromium to a JPEG beside it, which the booking demo seed uploads.
// The upload endpoint takes JPEG, PNG or WebP only, never SVG. Usage: node build/render-demo-photos.mjs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const dir = path.resolve('resources/demo/booking');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 500 } });
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
    const svg = fs.readFileSync(path.join(dir, file), 'utf8');
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
    const target = path.join(dir, file.replace(/\.svg$/, '.jpg'));
    await page.locator('svg').screenshot({ path: target, type: 'jpeg', quality: 82 });
    console.log(`${target} (${fs.statSync(target).size} bytes)`);
  }
} finally {
  await browser.close();
}
