import type { AddressInfo } from 'node:net';
import express from 'express';
import multer from 'multer';
import { describe, expect, it } from 'vitest';
import { isLicenseOutcome, licenseUploadBody } from './desktop-bridge';

describe('license upload body', () => {
  it('is the multipart form /license/activate reads: the file in field "file", bytes untouched', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('-----BEGIN BAOBAB LICENSE FILE-----\r\n')]);
    const app = express();
    let seen: { field: string; name: string; bytes: Buffer } | undefined;
    app.post('/license/activate', multer({ storage: multer.memoryStorage() }).single('file'), (req, res) => {
      seen = req.file && { field: req.file.fieldname, name: req.file.originalname, bytes: req.file.buffer };
      res.json({ ok: true });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const res = await fetch(`http://127.0.0.1:${port}/license/activate`, { method: 'POST', body: licenseUploadBody({ name: 'acme.lic', bytes }) });
      expect(res.status).toBe(200);
    } finally {
      server.close();
    }
    expect(seen).toEqual({ field: 'file', name: 'acme.lic', bytes: Buffer.from(bytes) });
  });

  it('recognises well-formed outcomes only', () => {
    expect(isLicenseOutcome({ ok: true, status: 200 })).toBe(true);
    expect(isLicenseOutcome({ ok: false, status: 422, code: 'BUSINESS_RULE', detail: 'x' })).toBe(true);
    expect(isLicenseOutcome({ ok: false, status: '422' })).toBe(false);
    expect(isLicenseOutcome({ ok: false, status: 422, code: 7 })).toBe(false);
    expect(isLicenseOutcome(null)).toBe(false);
  });
});
