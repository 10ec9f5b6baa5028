import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { evaluateLicense } from './evaluate';
import { initRoot, issueSignerFiles, retireSerial } from './issuer-store';
import { licenseTrustFiles, loadTrustStore } from './trust';
import { verifyLicenseFile } from './verify';

/**
 * `npm run license -- <command>`: the vendor's tool.
 *   init-root [--root-dir DIR] [--force]            create the offline root (certificate and key)
 *   issue-signer [--root-dir DIR] [--dir DIR] [--years N]   a new signing certificate for the issuer
 *   retire SERIAL [--retired FILE]                   add a signing serial to the shipped retired list
 *   verify FILE [--trust PEM] [--retired FILE] [--instance CODE] [--at ISO]
 *                                                    one line: why the file is or is not valid
 * --dir defaults to LICENSE_ISSUER_DIR (DATA_DIR/license-issuer), --root-dir to --dir, --trust to
 * LICENSE_TRUST_ROOT, --retired to resources/license/retired.json.
 */

export interface CliIo {
  env: NodeJS.ProcessEnv;
  now: () => Date;
  out: (line: string) => void;
  err: (line: string) => void;
}

export const USAGE =
  'usage: npm run license -- init-root [--root-dir DIR] [--force] | issue-signer [--root-dir DIR] [--dir DIR] [--years N] | retire SERIAL [--retired FILE] | verify FILE [--trust PEM] [--retired FILE] [--instance CODE] [--at ISO]';

const OPTIONS = {
  dir: { type: 'string' },
  'root-dir': { type: 'string' },
  force: { type: 'boolean' },
  years: { type: 'string' },
  retired: { type: 'string' },
  trust: { type: 'string' },
  instance: { type: 'string' },
  at: { type: 'string' },
} as const;

class UsageError extends Error {}

/** Runs one command; answers the exit code (0 done or valid, 1 refused or invalid, 2 usage). */
export async function runLicenseCli(argv: string[], io: CliIo): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    const [command, ...rest] = positionals;
    const config = loadConfig(io.env);
    const issuerDir = path.resolve(values.dir ?? config.LICENSE_ISSUER_DIR);
    const rootDir = path.resolve(values['root-dir'] ?? issuerDir);
    const shipped = licenseTrustFiles(config);
    const retiredFile = path.resolve(values.retired ?? shipped.retiredPath);
    switch (command) {
      case 'init-root': {
        expectArgs(rest, 0);
        const root = await initRoot(rootDir, io.now(), { force: values.force });
        io.out(
          `Root certificate ${root.certPath} (serial ${root.serial}, SHA-256 ${root.thumbprint}, valid until ${root.notAfter.toISOString()}).`,
        );
        io.out(
          `Its private key is ${root.keyPath}: keep it offline; only the certificate ships (resources/license/root-ca.pem).`,
        );
        return 0;
      }
      case 'issue-signer': {
        expectArgs(rest, 0);
        const years = values.years === undefined ? undefined : Number(values.years);
        if (years !== undefined && !(Number.isInteger(years) && years >= 2 && years <= 3))
          throw new UsageError('--years must be 2 or 3');
        const signer = await issueSignerFiles(rootDir, issuerDir, io.now(), years);
        io.out(
          `Signing certificate ${signer.serial} valid until ${signer.notAfter.toISOString()} written to ${signer.certPath}.`,
        );
        if (signer.replaced) {
          io.out(
            `It replaces ${signer.replaced}: reissue the active licenses, then ship a release that retires it (npm run license -- retire ${signer.replaced}).`,
          );
        }
        return 0;
      }
      case 'retire': {
        expectArgs(rest, 1);
        let result;
        try {
          result = await retireSerial(retiredFile, rest[0]);
        } catch (err) {
          throw new UsageError(err instanceof Error ? err.message : String(err));
        }
        io.out(
          `${result.added ? 'Retired' : 'Already retired:'} ${result.serial} in ${retiredFile} (${result.count} retired).`,
        );
        return 0;
      }
      case 'verify': {
        expectArgs(rest, 1);
        const trustRoot = path.resolve(values.trust ?? shipped.rootPath);
        const line = await verifyLine(path.resolve(rest[0]), {
          trustRoot,
          retiredFile,
          instance: values.instance,
          at: parseAt(values.at) ?? io.now(),
        });
        io.out(line.text);
        return line.valid ? 0 : 1;
      }
      default:
        throw new UsageError(command ? `unknown command "${command}"` : 'a command is needed');
    }
  } catch (err) {
    if (
      err instanceof UsageError ||
      (err instanceof Error && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      io.err(`${err.message}\n${USAGE}`);
      return 2;
    }
    io.err(err instanceof Error ? err.message : String(err));
    return 1;
  }
}

/** The one line `verify` prints, and whether the file is valid (ACTIVE or in its grace period). */
export async function verifyLine(
  file: string,
  options: { trustRoot: string; retiredFile: string; instance?: string; at: Date },
): Promise<{ valid: boolean; text: string }> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (err) {
    return {
      valid: false,
      text: `${file}: INVALID (UNREADABLE) ${err instanceof Error ? err.message : String(err)}`,
    };
  }
  const trust = await loadTrustStore({ rootPath: options.trustRoot, retiredPath: options.retiredFile });
  const verified = await verifyLicenseFile(bytes, trust, { at: options.at });
  if (!verified.ok) return { valid: false, text: `${file}: INVALID (${verified.reason}) ${verified.detail}` };
  const p = verified.payload;
  // Dates and status as an installation holding this license as its current one would see them;
  // the hardware is not checked away from the machine.
  const evaluation = await evaluateLicense({
    license: { payload: p, signer: verified.signer },
    trust,
    state: {
      kind: 'valid',
      record: {
        highWaterMark: options.at.toISOString(),
        currentKeyId: p.licenseKeyId,
        sequence: p.sequence,
        retiredSerials: [],
        driftSince: null,
      },
    },
    fingerprint: null,
    instanceCode: options.instance ?? null,
    now: options.at,
  });
  const valid = evaluation.status === 'ACTIVE' || evaluation.status === 'GRACE_PERIOD';
  const status =
    evaluation.status === 'INVALID'
      ? evaluation.reason
      : evaluation.reason
        ? `${evaluation.status}, ${evaluation.reason}`
        : evaluation.status;
  const modules = p.modules.map((m) => m.module).join(', ') || 'no module';
  const what = `license ${p.licenseKeyId} #${p.sequence} for ${p.instanceCode} (${p.company.name}; ${modules}; signed by ${verified.signer.serial})`;
  return { valid, text: `${file}: ${valid ? 'VALID' : 'INVALID'} (${status}) ${what}: ${evaluation.detail}` };
}

function expectArgs(rest: string[], count: number): void {
  if (rest.length !== count)
    throw new UsageError(
      count === 0 ? 'this command takes no argument' : `this command takes ${count} argument`,
    );
}

function parseAt(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new UsageError(`--at: not a date: ${value}`);
  return at;
}
