import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildWorld, createResource, createType, type World } from './world';

let t: TestServer;
let w: World;
let room: { id: string };

// The smallest valid PNG (1×1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await createTestServer({ now: '2026-05-04T07:00:00Z' });
  w = await buildWorld(t);
  room = await createResource(w.as.admin, (await createType(w.as.admin)).id, { name: 'Salle Baobab' });
});
afterAll(() => t?.close());

const upload = (token: string, content: Buffer, filename = 'salle.png') =>
  t.http
    .post(`/booking/resources/${room.id}/photo`)
    .set('Authorization', `Bearer ${token}`)
    .attach('file', content, { filename, contentType: 'image/png' });

describe('resource photos', () => {
  it('are uploaded by catalogue managers and served to anyone who books', async () => {
    const res = await upload(w.as.admin.accessToken, PNG);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: room.id,
      hasPhoto: true,
      photoUrl: expect.stringMatching(new RegExp(`^/booking/resources/${room.id}/photo\\?v=`)),
    });
    const photo = await t.http
      .get(res.body.photoUrl)
      .set('Authorization', `Bearer ${w.as.alice.accessToken}`)
      .buffer(true);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(photo.body as Buffer, PNG)).toBe(0);
    expect((await t.http.get(res.body.photoUrl)).status).toBe(401);
  });

  it('replaces the previous photo: its file leaves the disk once the change commits', async () => {
    const dir = path.join(t.config.dataDir, 'documents');
    const photos = () => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.parentPath.endsWith('booking-resource-photo'));
    expect((await upload(w.as.admin.accessToken, PNG)).status).toBe(200);
    const before = photos().length;
    expect((await upload(w.as.admin.accessToken, PNG, 'autre.png')).status).toBe(200);
    expect(photos()).toHaveLength(before);
  });

  it('must be JPEG, PNG or WebP by content, whatever the declared type', async () => {
    const res = await upload(w.as.admin.accessToken, Buffer.from('<svg onload="alert(1)"/>'), 'evil.png');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'file', message: 'Expected a JPEG, PNG or WebP image' }]);
  });

  it('are refused above 5 MB, without a file, and to people without resource.manage', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(w.as.admin.accessToken, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('PAYLOAD_TOO_LARGE');
    const none = await t.http
      .post(`/booking/resources/${room.id}/photo`)
      .set('Authorization', `Bearer ${w.as.admin.accessToken}`)
      .field('x', 'y');
    expect(none.status).toBe(400);
    expect((await upload(w.as.alice.accessToken, PNG)).status).toBe(403);
  });

  it('answer 404 for a resource without a photo', async () => {
    const other = await createResource(w.as.admin, (await createType(w.as.admin)).id);
    expect((await w.as.alice.get(`/booking/resources/${other.id}/photo`)).status).toBe(404);
  });
});
