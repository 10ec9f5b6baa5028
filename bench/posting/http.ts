import http from 'node:http';
import type { BenchEntry } from './rows';

/**
 * A JSON client over node:http with keep-alive sockets (one per concurrent client), and no
 * timeout of its own: a bulk-post of 100,000 drafts may take longer than fetch's five minutes
 * of waiting for headers on a loaded machine.
 */
export class JsonClient {
  private readonly agent: http.Agent;

  constructor(
    private readonly base: string,
    private readonly token: string,
    sockets: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  }

  post<T>(path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${this.base}${path}`,
        {
          method: 'POST',
          agent: this.agent,
          headers: {
            Authorization: `Bearer ${this.token}`,
            ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            try {
              resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T });
            } catch (err) {
              reject(new Error(`${path} answered ${res.statusCode} with no JSON: ${text.slice(0, 300)} (${String(err)})`));
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

const amount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The request body that records the entry (POST /accounting/journal). */
export function entryBody(e: BenchEntry) {
  return {
    date: e.date,
    label: e.label,
    lines: e.lines.map((l) => ({
      accountCode: l.code,
      ...(l.debit > 0 ? { debit: amount(l.debit) } : { credit: amount(l.credit) }),
      ...(l.thirdParty ? { thirdParty: l.thirdParty } : {}),
      ...(l.dueDate ? { dueDate: l.dueDate } : {}),
    })),
  };
}

/**
 * Creates and posts the entries through the API, `clients` at a time: each client takes the next
 * entry, records it (201) and posts it (200), until none is left.
 */
export async function createAndPost(client: JsonClient, entries: readonly BenchEntry[], clients: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const entry = entries[next++];
      const created = await client.post<{ id: string }>('/accounting/journal', entryBody(entry));
      if (created.status !== 201) throw new Error(`POST /accounting/journal answered ${created.status}: ${JSON.stringify(created.body).slice(0, 300)}`);
      const posted = await client.post<{ status: string }>(`/accounting/journal/${created.body.id}/post`);
      if (posted.status !== 200 || posted.body.status !== 'POSTED') throw new Error(`post answered ${posted.status}: ${JSON.stringify(posted.body).slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
}
