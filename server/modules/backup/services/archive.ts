import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { integrityOf, snapshotSqlite } from './sqlite-snapshot';

export const DATABASE_FILE = 'baobab.sqlite';
const FORMAT = 'baobab-backup/1';
const NAME = /^baobab-backup-(\d{8})-(\d{6})\.tar\.gz$/;

export interface BackupSettings {
  /** DATA_DIR: the SQLite database and the files beside it (documents, secrets, license). */
  dataDir: string;
  /** Where archives are written (BACKUP_DIR, DATA_DIR/backups by default). */
  backupDir: string;
  /** How many archives are kept; the oldest beyond go after each new one. */
  retention: number;
  appVersion: string;
}

export interface BackupFile {
  name: string;
  createdAt: string;
  sizeBytes: number;
  sha256: string;
}

interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  appVersion: string;
  files: Array<{ path: string; sha256: string; size: number }>;
}

/** Entries of DATA_DIR a backup leaves out: the live database files (copied through SQLite), archives, restore leftovers. */
function skipped(name: string, settings: Pick<BackupSettings, 'dataDir' | 'backupDir'>): boolean {
  if (name.startsWith(DATABASE_FILE) || name.startsWith('pre-restore-') || name.startsWith('.')) return true;
  return path.resolve(settings.dataDir, name) === path.resolve(settings.backupDir);
}

/**
 * One archive `baobab-backup-YYYYMMDD-HHMMSS.tar.gz` of the database (SQLite online backup:
 * one consistent state while the server runs) and of every file of DATA_DIR (documents,
 * secrets, license), with a manifest of each file's sha256, and beside it the archive's own
 * sha256 (`<name>.sha256`, sha256sum's format). Archives beyond the retention are removed.
 */
export async function createBackup(settings: BackupSettings, at: Date): Promise<BackupFile> {
  fs.mkdirSync(settings.backupDir, { recursive: true, mode: 0o700 });
  const name = `baobab-backup-${at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.tar.gz`;
  const staging = path.join(settings.backupDir, `.staging-${randomBytes(6).toString('hex')}`);
  fs.mkdirSync(path.join(staging, 'data'), { recursive: true });
  try {
    // The database first: a document created after it is an extra file, never a missing one.
    await snapshotSqlite(path.join(settings.dataDir, DATABASE_FILE), path.join(staging, DATABASE_FILE));
    for (const entry of fs.readdirSync(settings.dataDir)) {
      if (!skipped(entry, settings)) linkTree(path.join(settings.dataDir, entry), path.join(staging, 'data', entry));
    }
    const manifest: Manifest = { format: FORMAT, createdAt: at.toISOString(), appVersion: settings.appVersion, files: filesOf(staging) };
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const draft = path.join(settings.backupDir, `.${name}.partial`);
    await tar.create({ gzip: true, file: draft, cwd: staging, portable: true }, ['manifest.json', DATABASE_FILE, 'data']);
    const sha256 = await sha256Of(draft);
    // The archive holds the database and the app secret: readable by the server's account only.
    fs.chmodSync(draft, 0o600);
    fs.renameSync(draft, path.join(settings.backupDir, name));
    fs.writeFileSync(path.join(settings.backupDir, `${name}.sha256`), `${sha256}  ${name}\n`, { mode: 0o600 });
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  pruneBackups(settings);
  return describe(settings.backupDir, name)!;
}

/** The archives of the backup folder, newest first. */
export function listBackups(backupDir: string): BackupFile[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir)
    .filter((name) => NAME.test(name))
    .sort()
    .reverse()
    .map((name) => describe(backupDir, name))
    .filter((file): file is BackupFile => file !== undefined);
}

/** The path of a listed archive, or undefined: names are matched against the folder, never joined blindly. */
export function backupPath(backupDir: string, name: string): string | undefined {
  return NAME.test(name) && listBackups(backupDir).some((b) => b.name === name) ? path.join(backupDir, name) : undefined;
}

export function pruneBackups(settings: Pick<BackupSettings, 'backupDir' | 'retention'>): string[] {
  const removed = listBackups(settings.backupDir).slice(Math.max(1, settings.retention));
  for (const file of removed) {
    fs.rmSync(path.join(settings.backupDir, file.name), { force: true });
    fs.rmSync(path.join(settings.backupDir, `${file.name}.sha256`), { force: true });
  }
  return removed.map((f) => f.name);
}

export class BackupVerificationError extends Error {}

/**
 * Checks an archive before anything is restored from it: its sha256 against the `.sha256`
 * beside it, every file against the manifest (nothing missing, nothing extra), and the
 * database with SQLite's integrity check. Answers the folder it was extracted to.
 */
export async function verifyBackup(file: string, workDir: string): Promise<{ dir: string; manifest: Manifest }> {
  const sidecar = `${file}.sha256`;
  if (!fs.existsSync(sidecar)) throw new BackupVerificationError(`No checksum file ${path.basename(sidecar)} beside the archive`);
  const expected = fs.readFileSync(sidecar, 'utf8').trim().split(/\s+/)[0];
  const actual = await sha256Of(file);
  if (expected !== actual) throw new BackupVerificationError(`The archive's sha256 is ${actual}, its checksum file says ${expected}`);
  const dir = path.join(workDir, `.restore-${randomBytes(6).toString('hex')}`);
  fs.mkdirSync(dir, { recursive: true });
  await tar.extract({ file, cwd: dir, strict: true });
  const manifestPath = path.join(dir, 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw new BackupVerificationError('The archive holds no manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new BackupVerificationError(`Unknown archive format ${String(manifest.format)}`);
  const found = new Map(filesOf(dir).filter((f) => f.path !== 'manifest.json').map((f) => [f.path, f.sha256]));
  for (const entry of manifest.files) {
    if (found.get(entry.path) !== entry.sha256) throw new BackupVerificationError(`${entry.path} is missing or differs from the manifest`);
    found.delete(entry.path);
  }
  if (found.size) throw new BackupVerificationError(`Files not in the manifest: ${[...found.keys()].join(', ')}`);
  const integrity = await integrityOf(path.join(dir, DATABASE_FILE));
  if (integrity !== 'ok') throw new BackupVerificationError(`The database fails SQLite's integrity check: ${integrity}`);
  return { dir, manifest };
}

/**
 * Puts a verified archive in place of DATA_DIR's database and files (the server must be
 * stopped). What it replaces is kept in `DATA_DIR/pre-restore-<time>/` until removed by hand.
 */
export async function restoreBackup(file: string, settings: Pick<BackupSettings, 'dataDir' | 'backupDir'>, at: Date): Promise<{ manifest: Manifest; keptIn: string }> {
  const { dir, manifest } = await verifyBackup(file, settings.dataDir);
  const keptIn = path.join(settings.dataDir, `pre-restore-${at.toISOString().replace(/[-:.]/g, '')}`);
  try {
    fs.mkdirSync(keptIn, { recursive: true });
    for (const entry of fs.readdirSync(settings.dataDir)) {
      if (entry.startsWith(DATABASE_FILE) || !skipped(entry, settings)) fs.renameSync(path.join(settings.dataDir, entry), path.join(keptIn, entry));
    }
    fs.renameSync(path.join(dir, DATABASE_FILE), path.join(settings.dataDir, DATABASE_FILE));
    for (const entry of fs.readdirSync(path.join(dir, 'data'))) fs.renameSync(path.join(dir, 'data', entry), path.join(settings.dataDir, entry));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { manifest, keptIn };
}

function describe(backupDir: string, name: string): BackupFile | undefined {
  const match = NAME.exec(name);
  const file = path.join(backupDir, name);
  if (!match || !fs.existsSync(file)) return undefined;
  const [, d, t] = match;
  const sidecar = `${file}.sha256`;
  return {
    name,
    createdAt: `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4, 6)}Z`,
    sizeBytes: fs.statSync(file).size,
    sha256: fs.existsSync(sidecar) ? fs.readFileSync(sidecar, 'utf8').trim().split(/\s+/)[0] : '',
  };
}

/** Documents are written once and never changed: a hard link is a copy that costs nothing. */
function linkTree(from: string, to: string): void {
  const stat = fs.lstatSync(from);
  if (stat.isDirectory()) {
    fs.mkdirSync(to, { recursive: true });
    for (const entry of fs.readdirSync(from)) linkTree(path.join(from, entry), path.join(to, entry));
  } else if (stat.isFile()) {
    try {
      fs.linkSync(from, to);
    } catch {
      fs.copyFileSync(from, to);
    }
  }
}

function filesOf(root: string, prefix = ''): Manifest['files'] {
  const out: Manifest['files'] = [];
  for (const entry of fs.readdirSync(path.join(root, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...filesOf(root, relative));
    else if (entry.isFile()) {
      const content = fs.readFileSync(path.join(root, relative));
      out.push({ path: relative, sha256: createHash('sha256').update(content).digest('hex'), size: content.length });
    }
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
