export type NavigationVerdict = 'allow' | 'external' | 'deny';

/** Schemes handed to the system (browser, mail client) instead of being opened in the app. */
const EXTERNAL_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * What to do with a navigation or a new window: pages of the app's own server stay in the app
 * (blob: URLs it created included); web and mail links leave for the system's browser or mail
 * client; everything else (file:, data:, javascript:, custom schemes, another port of this
 * machine) is refused. `appOrigin` is undefined while the server is not ready: nothing is allowed.
 */
export function navigationVerdict(target: string, appOrigin: string | undefined): NavigationVerdict {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'deny';
  }
  if (appOrigin && url.origin !== 'null' && url.origin === appOrigin) return 'allow';
  if (EXTERNAL_SCHEMES.has(url.protocol) && !isSameHostOtherPort(url, appOrigin)) return 'external';
  return 'deny';
}

/** `http://localhost:5432` while the app is `http://localhost:8080`: never worth a browser tab. */
function isSameHostOtherPort(url: URL, appOrigin: string | undefined): boolean {
  if (!appOrigin || url.protocol === 'mailto:') return false;
  const app = new URL(appOrigin);
  const local = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  return url.hostname === app.hostname || (local(url.hostname) && local(app.hostname));
}

export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
