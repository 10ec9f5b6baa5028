import type { HostPaths } from './paths';

/**
 * Variables of the desktop's own environment the server must not inherit: the Electron run-as-node
 * switch, Node options that could inject code, and a PORT meant for the host's port choice.
 */
const NOT_INHERITED = ['ELECTRON_RUN_AS_NODE', 'NODE_OPTIONS', 'PORT'];

/**
 * The server's environment in the desktop app: the on-premise profile, data in the user data
 * folder, listening on every interface so the LAN reaches it, trusting the shipped license root.
 * The rest of the machine's environment is inherited, so an administrator can still set
 * DATABASE_URL (a local PostgreSQL), SMTP_URL, LOG_LEVEL or APP_SECRET system-wide.
 */
export function serverEnv(base: NodeJS.ProcessEnv, paths: HostPaths, port: number): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(base)) {
    if (value !== undefined && !NOT_INHERITED.includes(key.toUpperCase())) env[key] = value;
  }
  return {
    ...env,
    NODE_ENV: 'production',
    APP_PROFILE: 'onprem',
    HOST: '0.0.0.0',
    PORT: String(port),
    DATA_DIR: paths.dataDir,
    LICENSE_TRUST_ROOT: paths.licenseTrustRoot,
  };
}
