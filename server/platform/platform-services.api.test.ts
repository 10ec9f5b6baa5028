import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createTestServer } from '../test/test-server';
import { modules } from '../modules';
import { ApiRouter } from './http/api-router';
import { PUBLIC } from './http/requirements';
import type { ModuleDefinition } from './modules';
import type { MailMessage, Mailer } from './services';

// An event of this test only.
declare module './modules/contract' {
  interface DomainEvents {
    ProbeDone: { ref: string };
  }
}

describe('platform services in the server', () => {
  it('serve the modules that use them: events, jobs, mail to the outbox, PDF', async () => {
    const handled: string[] = [];
    let jobRanAt: Date | undefined;
    const probe: ModuleDefinition = {
      id: 'probe-services',
      subscribes: { ProbeDone: ({ ref }) => void handled.push(ref) },
      contributes: {
        jobs: [{ name: 'probe-nightly', schedule: '0 2 * * *', scope: 'system', handle: async (_item, run) => void (jobRanAt = run.now) }],
        routes: (app) =>
          new ApiRouter('probe').post(
            '/probe/done',
            { summary: 'Publish', access: PUBLIC, body: z.object({ ref: z.string() }), response: z.object({ ok: z.boolean() }) },
            async ({ body }) => {
              await app.services.events.publish('ProbeDone', { ref: body.ref });
              return { ok: true };
            },
          ),
      },
    };
    const t = await createTestServer({ modules: [...modules, probe], now: '2026-11-21T08:00:00Z' });
    const services = t.server.container.services;
    try {
      await t.http.post('/probe/done').send({ ref: 'FAC-1' }).expect(200);
      expect(handled).toEqual(['FAC-1']);

      expect(await services.jobs.runNow('probe-nightly')).toBe(true);
      expect(jobRanAt?.toISOString()).toBe('2026-11-21T08:00:00.000Z');

      const sent = await services.mail.send({ to: 'a@example.ci', subject: 'Test', text: 'Bonjour' });
      expect(path.dirname(sent.file!)).toBe(path.join(t.config.dataDir, 'outbox'));
      expect(fs.readFileSync(sent.file!, 'utf8')).toMatch(/^From: Baobab <no-reply@baobab\.local>\r$/m);

      const pdf = await services.pdf.render({ content: ['Reçu'] });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

      const doc = (await t.http.get('/openapi.json')).body as {
        paths: Record<string, { get?: { security: unknown[] } }>;
      };
      expect(doc.paths['/documents/{id}/download'].get?.security).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('lets a test replace a service', async () => {
    const outbox: MailMessage[] = [];
    const recorder: Mailer = {
      async send(message) {
        outbox.push(message);
        return { messageId: '<recorded@test>' };
      },
    };
    const t = await createTestServer({ services: { mail: recorder } });
    try {
      expect(t.server.container.services.mail).toBe(recorder);
      expect(t.server.container.services.events).toBeDefined();
    } finally {
      await t.close();
    }
  });

  it('stops the job scheduler when the server closes', async () => {
    let runs = 0;
    const t = await createTestServer();
    const jobs = t.server.container.services.jobs;
    jobs.register({ name: 'every-second', schedule: '* * * * * *', run: async () => void runs++ });
    jobs.start();
    const deadline = Date.now() + 4000;
    while (runs === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBeGreaterThan(0);
    await t.close();
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(runs).toBe(after);
  });
});
