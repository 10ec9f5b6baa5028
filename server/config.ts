import path from 'node:path';
import { z } from 'zod';

/** Every setting of the server, read from the environment and validated once at start. */
const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  APP_PROFILE: z.enum(['saas', 'onprem']).default('onprem'),
  LICENSE_TRUST_ROOT: z.string().min(1).default('resources/license/root-ca.pem'),
  LICENSE_ISSUER_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** Sender of outgoing mail (RFC 5322 address, optionally with a display name). */
  MAIL_FROM: z.string().min(3).max(200).default('Baobab <no-reply@baobab.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret used for token signing and signed URLs; generated and stored in DATA_DIR when unset. */
  APP_SECRET: z.string().min(32).optional(),
  /** Address users reach the app at, for links in mails (set-password…); the request's origin when unset. */
  /** Serve the API documentation viewer at /api-docs: `true` (default) or `false`. */
  API_DOCS: z
    .enum(['true', 'false'], 'must be true or false')
    .default('true')
    .transform((v) => v === 'true'),
  /** Where `npm run backup` and the nightly backup write their archives (DATA_DIR/backups when unset). */
  BACKUP_DIR: z.string().min(1).optional(),
  /** How many backup archives are kept; older ones are removed after each new one. */
  BACKUP_RETENTION: z.coerce.number().int().min(1).max(1000).default(14),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+(\/[^\s]*)?$/, 'must be an http(s) URL')
    .optional(),
});

export type AppConfig = Omit<z.infer<typeof ConfigSchema>, 'LICENSE_ISSUER_DIR' | 'BACKUP_DIR'> & {
  LICENSE_ISSUER_DIR: string;
  BACKUP_DIR: string;
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  dialect: 'sqlite' | 'postgres';
};

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line naming the setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const picked = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = ConfigSchema.safeParse(picked);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue.path[0] ?? 'configuration');
    throw new ConfigError(`Invalid setting ${name}: ${issue.message} (got ${JSON.stringify(picked[name])})`);
  }
  const cfg = result.data;
  const dataDir = path.resolve(cfg.DATA_DIR);
  return {
    ...cfg,
    dataDir,
    LICENSE_ISSUER_DIR: cfg.LICENSE_ISSUER_DIR ?? path.join(dataDir, 'license-issuer'),
    BACKUP_DIR: path.resolve(cfg.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    dialect: cfg.DATABASE_URL ? 'postgres' : 'sqlite',
  };
}
