import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { Tenant } from '../../modules/tenants/models/tenant';
import { inTransaction } from '../db/transaction';
import { Problem } from '../http/problem';
import { asSystem, asTenant } from '../tenancy/context';
import type { DocumentStore } from '../services';
import { FileDocumentStore } from './document-store';
import { StoredDocumentRecord } from './stored-document';

let t: TestServer;
let store: DocumentStore;
let root: string;
let acme: string;
let other: string;

const pdf = Buffer.from('%PDF-1.3\n% facture de test é\n%%EOF\n', 'utf8');

beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-21T08:00:00Z' });
  store = t.server.container.services.documents!;
  root = path.join(t.config.dataDir, 'documents');
  const tenants = await asSystem(() =>
    Promise.all([
      Tenant.create({ slug: 'acme', companyName: 'Acme', country: 'CI', currency: 'XOF' }),
      Tenant.create({ slug: 'other', companyName: 'Other', country: 'SN', currency: 'XOF' }),
    ]),
  );
  [acme, other] = tenants.map((x) => x.id);
});
afterAll(() => t?.close());

const asAcme = <T>(fn: () => Promise<T>) =>
  asTenant(acme, () => inTransaction(t.server.sequelize, fn), { now: t.clock.now });

async function saveInvoice(filename = 'Facture FAC-2026-0001.pdf') {
  return asAcme(() =>
    store.save({ filename, contentType: 'application/pdf', content: pdf, category: 'invoices' }),
  );
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

function query(url: string): { expires: string; signature: string } {
  const params = new URL(url, 'http://x').searchParams;
  return { expires: params.get('expires')!, signature: params.get('signature')! };
}

describe('document store', () => {
  it('saves under the tenant folder and reads back the same bytes, size and checksum', async () => {
    const saved = await saveInvoice();
    expect(saved).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      filename: 'Facture FAC-2026-0001.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
    expect(fs.readFileSync(path.join(root, acme, 'invoices', `${saved.id}.pdf`)).equals(pdf)).toBe(true);
    const back = await asTenant(acme, () => store.read(saved.id));
    expect(back.document).toEqual(saved);
    expect(back.content.equals(pdf)).toBe(true);
  });

  it('keeps tenants apart, and platform documents apart from tenants', async () => {
    const saved = await saveInvoice();
    await expect(asTenant(other, () => store.read(saved.id))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(asSystem(() => store.read(saved.id))).rejects.toBeInstanceOf(Problem);

    const licence = await asSystem(() =>
      inTransaction(t.server.sequelize, () =>
        store.save({
          filename: 'PLATFORM-ONPREM-X1Y2Z3.lic',
          contentType: 'application/octet-stream',
          content: Buffer.from('lic'),
          category: 'licenses',
        }),
      ),
    );
    expect(fs.existsSync(path.join(root, 'platform', 'licenses', `${licence.id}.lic`))).toBe(true);
    expect((await store.read(licence.id)).content.toString()).toBe('lic');
    await expect(asTenant(acme, () => store.read(licence.id))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const row = await asSystem(() => StoredDocumentRecord.findByPk(licence.id));
    expect(row?.tenantId).toBeNull();
  });

  it('removes the file when the transaction rolls back', async () => {
    const before = filesUnder(root).length;
    let id = '';
    await expect(
      asAcme(async () => {
        id = (
          await store.save({
            filename: 'draft.pdf',
            contentType: 'application/pdf',
            content: pdf,
            category: 'invoices',
          })
        ).id;
        throw new Problem('BUSINESS_RULE', 'refused');
      }),
    ).rejects.toThrow('refused');
    expect(id).not.toBe('');
    expect(filesUnder(root)).toHaveLength(before);
    expect(await asSystem(() => StoredDocumentRecord.count({ where: { id } }))).toBe(0);
  });

  it('deletes the file of a destroyed record once the transaction commits, keeps it on a rollback', async () => {
    const saved = await saveInvoice('to-delete.pdf');
    const file = path.join(root, acme, 'invoices', `${saved.id}.pdf`);
    expect(fs.existsSync(file)).toBe(true);
    // Rolled back: record and file stay.
    await expect(
      asAcme(async () => {
        expect(await store.delete(saved.id)).toBe(true);
        // Not before the commit: the transaction may still fail.
        expect(fs.existsSync(file)).toBe(true);
        throw new Problem('BUSINESS_RULE', 'refused');
      }),
    ).rejects.toThrow('refused');
    expect(fs.existsSync(file)).toBe(true);
    expect(await asSystem(() => StoredDocumentRecord.count({ where: { id: saved.id } }))).toBe(1);
    // Committed: both go.
    await asAcme(async () => {
      expect(await store.delete(saved.id)).toBe(true);
      expect(fs.existsSync(file)).toBe(true);
    });
    expect(fs.existsSync(file)).toBe(false);
    expect(await asSystem(() => StoredDocumentRecord.count({ where: { id: saved.id } }))).toBe(0);
    expect(await asAcme(() => store.delete(saved.id))).toBe(false);
  });

  it('sweeps the files of records destroyed by any code path, one by one or in bulk, and platform ones', async () => {
    const [a, b] = [await saveInvoice('bulk-a.pdf'), await saveInvoice('bulk-b.pdf')];
    const platform = await asSystem(() => inTransaction(t.server.sequelize, () => store.save({ filename: 'licence.lic', contentType: 'text/plain', content: Buffer.from('x'), category: 'licenses' })), { now: t.clock.now });
    const files = [path.join(root, acme, 'invoices', `${a.id}.pdf`), path.join(root, acme, 'invoices', `${b.id}.pdf`), path.join(root, 'platform', 'licenses', `${platform.id}.lic`)];
    expect(files.map((f) => fs.existsSync(f))).toEqual([true, true, true]);
    await asAcme(() => StoredDocumentRecord.destroy({ where: { id: [a.id, b.id] } }));
    expect(files.map((f) => fs.existsSync(f))).toEqual([false, false, true]);
    await asSystem(() => inTransaction(t.server.sequelize, async () => expect(await store.delete(platform.id)).toBe(true)));
    expect(fs.existsSync(files[2])).toBe(false);
  });

  it('notices a file changed on disk behind its back', async () => {
    const saved = await saveInvoice();
    fs.writeFileSync(path.join(root, acme, 'invoices', `${saved.id}.pdf`), 'tampered');
    await expect(asTenant(acme, () => store.read(saved.id))).rejects.toThrow(/checksum/);
  });
});

describe('signed download links', () => {
  it('streams the file through a signed link, as an attachment that browsers will not sniff', async () => {
    const saved = await saveInvoice('Facture n°1 — Éléphant.pdf');
    const url = await asAcme(async () => store.signedUrl(saved.id, 600));
    expect(url).toMatch(
      new RegExp(`^/documents/${saved.id}/download\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`),
    );
    expect(query(url).expires).toBe(String(Date.parse('2026-11-21T08:10:00Z') / 1000));

    const res = await t.http.get(url).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(pdf.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Facture n_1 _ _l_phant.pdf"; filename*=UTF-8''${encodeURIComponent('Facture n°1 — Éléphant.pdf')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.from(res.body as Buffer).equals(pdf)).toBe(true);
  });

  it('refuses an expired link with 403, and accepts it until then', async () => {
    const saved = await saveInvoice();
    const url = await asAcme(async () => store.signedUrl(saved.id, 60));
    t.clock.advance(59_000);
    expect((await t.http.get(url)).status).toBe(200);
    t.clock.advance(1_000);
    const res = await t.http.get(url);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'PERMISSION_DENIED', expired: true });
    t.clock.set('2026-11-21T08:00:00Z');
  });

  it('refuses tampered links with 403', async () => {
    const saved = await saveInvoice();
    const another = await saveInvoice();
    const url = await asAcme(async () => store.signedUrl(saved.id));
    const { expires, signature } = query(url);
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    const attempts = [
      `/documents/${saved.id}/download?expires=${expires}&signature=${flipped}`,
      `/documents/${saved.id}/download?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/documents/${another.id}/download?expires=${expires}&signature=${signature}`,
      `/documents/${saved.id}/download?expires=${expires}&signature=${signature}x`,
      `/documents/${saved.id}/download?expires=-1&signature=${signature}`,
    ];
    for (const attempt of attempts) {
      const res = await t.http.get(attempt);
      expect(res.status, attempt).toBe(403);
      expect(res.body.code).toBe('PERMISSION_DENIED');
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    expect((await t.http.get(`/documents/${saved.id}/download`)).body.code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for a malformed id or a signed link to a document that does not exist', async () => {
    const missing = '0b9f4a55-7c1e-4c4e-9d6a-4d1c0f6f2e11';
    const url = await asAcme(async () => store.signedUrl(missing));
    expect((await t.http.get(url)).status).toBe(404);
    const { expires, signature } = query(url);
    for (const id of ['..%2F..%2Fsecrets%2Fapp-secret', '..', 'not-a-uuid']) {
      expect(
        (await t.http.get(`/documents/${id}/download?expires=${expires}&signature=${signature}`)).status,
        id,
      ).toBe(404);
    }
  });
});

describe('path traversal', () => {
  it('never lets a file name or category choose where a file is written', async () => {
    const saved = await asAcme(() =>
      store.save({
        filename: '../../../../etc/passwd',
        contentType: 'text/plain',
        content: Buffer.from('x'),
        category: '../../secrets/..',
      }),
    );
    expect(saved.filename).toBe('passwd');
    const file = path.join(root, acme, 'secrets', saved.id);
    expect(fs.readFileSync(file, 'utf8')).toBe('x');
    for (const f of filesUnder(t.config.dataDir)) {
      if (!f.startsWith(root + path.sep)) expect(f).toMatch(/baobab\.sqlite|secrets[/\\]app-secret|outbox/);
    }

    const windows = await asAcme(() =>
      store.save({
        filename: '..\\..\\boot.ini',
        contentType: 'bad type\r\nX-Injected: 1',
        content: Buffer.from('y'),
      }),
    );
    expect(windows).toMatchObject({ filename: 'boot.ini', contentType: 'application/octet-stream' });
    expect(fs.existsSync(path.join(root, acme, 'general', `${windows.id}.ini`))).toBe(true);
  });

  it('refuses a storage key that would leave the document root, even from a tampered row', async () => {
    const saved = await saveInvoice();
    await asSystem(() =>
      StoredDocumentRecord.update({ storageKey: '../secrets/app-secret' }, { where: { id: saved.id } }),
    );
    await expect(asTenant(acme, () => store.read(saved.id))).rejects.toThrow(/leaves the document root/);
    const url = await asAcme(async () => store.signedUrl(saved.id));
    const res = await t.http.get(url);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(
      fs.readFileSync(path.join(t.config.dataDir, 'secrets', 'app-secret'), 'utf8'),
    );
    expect(() => (store as FileDocumentStore).resolve('/etc/passwd')).toThrow();
    expect(() => (store as FileDocumentStore).resolve('acme/../../x')).toThrow();
  });
});
