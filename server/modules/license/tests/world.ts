import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FingerprintFields } from '../../../../shared/license';
import { parseRequestFile, type LicenseRequest } from '../../../platform/license';
import { issue, MACHINE, T0, testPki, type TestPki } from '../../../platform/license/test-kit';
import type { IssueLicenseInput } from '../../../platform/license/issue';
import { modules } from '../../../modules';
import { buildAdmin, type ApiClient, type TestTenant, type TestUser } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import type { ModuleDefinition } from '../../../platform/modules';
import { createLicenseModule } from '..';

/**
 * An on-premise server whose license module trusts a test root and reads a machine the test
 * controls (`world.machine`, read again by the `license.fingerprint` job), its clock at T0, one
 * company with its ORG_ADMIN; the vendor side is the test kit's signer.
 */
export interface LicenseWorld {
  t: TestServer;
  pki: TestPki;
  tenant: TestTenant;
  admin: TestUser;
  api: ApiClient;
  machine: FingerprintFields;
  trustDir: string;
  /** Runs of the probe tenant job (`license.probe`), which the license lets run or not. */
  probeRuns: number;
  close(): Promise<void>;
}

export const PROBE_JOB = 'license.probe';

/**
 * The same installation started again (same database and DATA_DIR) by a release that ships
 * `retiredSerials` as its retired signing certificates. The caller closes it (`server.close()`).
 */
export async function restartWithRetired(w: LicenseWorld, retiredSerials: string[]): Promise<TestServer> {
  const retiredPath = path.join(w.trustDir, `retired-${retiredSerials.length}.json`);
  fs.writeFileSync(retiredPath, JSON.stringify(retiredSerials));
  const license = createLicenseModule({
    collectFingerprint: async () => ({ ...w.machine }),
    trustFiles: { rootPath: w.t.config.LICENSE_TRUST_ROOT, retiredPath },
  });
  return createTestServer({
    sameDatabaseAs: w.t,
    now: w.t.clock.now(),
    env: { APP_PROFILE: 'onprem', LICENSE_TRUST_ROOT: w.t.config.LICENSE_TRUST_ROOT },
    modules: modules.map((m) => (m.id === 'license' ? license : m)),
  });
}

export async function buildLicenseWorld(): Promise<LicenseWorld> {
  const pki = await testPki();
  const trustDir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-license-trust-'));
  const rootPath = path.join(trustDir, 'root-ca.pem');
  fs.writeFileSync(rootPath, pki.root.certificate.toString('pem'));
  const world = { pki, trustDir, machine: { ...MACHINE }, probeRuns: 0 } as LicenseWorld;
  const license = createLicenseModule({ collectFingerprint: async () => ({ ...world.machine }) });
  const probe: ModuleDefinition = {
    id: 'license-probe',
    contributes: {
      jobs: [{ name: PROBE_JOB, schedule: '0 0 1 1 *', scope: 'tenant', handle: async () => void world.probeRuns++ }],
    },
  };
  world.t = await createTestServer({
    now: T0,
    env: { APP_PROFILE: 'onprem', LICENSE_TRUST_ROOT: rootPath },
    modules: [...modules.map((m) => (m.id === 'license' ? license : m)), probe],
  });
  const { tenant, user, api } = await buildAdmin(world.t, { slug: 'demo' });
  Object.assign(world, { tenant, admin: user, api });
  world.close = async () => {
    await world.t.close();
    fs.rmSync(trustDir, { recursive: true, force: true });
  };
  return world;
}

/** `GET /license/request-export`, read back as the vendor's declare reads it. */
export async function exportRequest(w: LicenseWorld, api: ApiClient = w.api): Promise<LicenseRequest> {
  const res = await api.get('/license/request-export');
  if (res.status !== 200) throw new Error(`request-export answered ${res.status}: ${JSON.stringify(res.body)}`);
  const parsed = parseRequestFile(res.text);
  if (!parsed.ok) throw new Error(parsed.detail);
  return parsed.request;
}

/** What the vendor issues for a request (the instance's fingerprint is the one the request declared). */
export function licenseFor(w: LicenseWorld, request: LicenseRequest, overrides: Partial<IssueLicenseInput> = {}): Promise<string> {
  return issue(w.pki.signer, {
    issuedAt: w.t.clock.now(),
    expiresAt: new Date(w.t.clock.now().getTime() + 365 * 86_400_000),
    request: { nonce: request.nonce, requestHash: request.requestHash },
    fingerprint: request.fingerprint,
    ...overrides,
  });
}

/** `POST /license/activate` with the file as the multipart `file` part. */
export function activate(w: LicenseWorld, file: string | Buffer, api: ApiClient = w.api) {
  return w.t.http
    .post('/license/activate')
    .set('Authorization', `Bearer ${api.accessToken}`)
    .attach('file', Buffer.isBuffer(file) ? file : Buffer.from(file, 'utf8'), { filename: 'baobab.lic', contentType: 'application/octet-stream' });
}

/** What the background jobs do: the machine read again, the mark advanced, the status evaluated. */
export async function refresh(w: LicenseWorld): Promise<void> {
  await w.t.server.container.services.jobs.runNow('license.fingerprint', w.t.clock.now());
}

/** Runs the probe tenant job now; answers how many times it ran for the company. */
export async function runProbe(w: LicenseWorld): Promise<number> {
  const before = w.probeRuns;
  await w.t.server.container.services.jobs.runNow(PROBE_JOB, w.t.clock.now());
  return w.probeRuns - before;
}
