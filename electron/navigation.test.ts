import { describe, expect, it } from 'vitest';
import { guardWebContents, mainWindowOptions, permissionAllowed, secureWebPreferences } from './hardening';
import { navigationVerdict, originOf } from './navigation';
import { FakeWebContents } from './test/fakes';

const APP = 'http://localhost:8080';

describe('navigation verdict', () => {
  it.each([
    ['http://localhost:8080/app/invoices/12', 'allow'],
    ['http://localhost:8080/api-docs/', 'allow'],
    ['blob:http://localhost:8080/5b1c9d3e-2f44-4a5b-9c3e-1d2f3a4b5c6d', 'allow'],
    ['https://www.impots.gouv.ci/', 'external'],
    ['http://example.org/help', 'external'],
    ['mailto:support@demo.local', 'external'],
    ['http://localhost:5432/', 'deny'],
    ['http://127.0.0.1:9229/json', 'deny'],
    ['http://localhost:8081/app/', 'deny'],
    ['file:///etc/passwd', 'deny'],
    ['javascript:alert(1)', 'deny'],
    ['data:text/html,<script>1</script>', 'deny'],
    ['baobab://open', 'deny'],
    ['not a url', 'deny'],
  ])('%s → %s', (url, verdict) => {
    expect(navigationVerdict(url, APP)).toBe(verdict);
  });

  it('allows nothing of the app while the server is not ready', () => {
    expect(navigationVerdict('http://localhost:8080/app/', undefined)).toBe('external');
    expect(navigationVerdict('data:text/html,x', undefined)).toBe('deny');
  });

  it('reads origins, and none from opaque URLs', () => {
    expect(originOf('http://localhost:8080/app/x')).toBe(APP);
    expect(originOf('data:text/html,x')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });
});

describe('window hardening', () => {
  it('gives every page context isolation, no Node.js and the sandbox', () => {
    const options = mainWindowOptions({ preload: '/app/dist/electron/preload.cjs', title: 'Baobab' });
    expect(options.show).toBe(false);
    expect(options.webPreferences).toMatchObject({
      preload: '/app/dist/electron/preload.cjs',
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      sandbox: true,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(secureWebPreferences()).not.toHaveProperty('preload');
  });

  function guarded({ ready = true } = {}) {
    const contents = new FakeWebContents();
    const opened: string[] = [];
    guardWebContents(contents, { appOrigin: () => (ready ? APP : undefined), openExternal: (url) => opened.push(url) });
    return { contents, opened };
  }

  it('lets the app move between its own pages', () => {
    const { contents, opened } = guarded();
    expect(contents.navigate('will-navigate', 'http://localhost:8080/app/payroll')).toBe(false);
    expect(contents.navigate('will-redirect', 'http://localhost:8080/app/')).toBe(false);
    expect(opened).toEqual([]);
  });

  it('stops navigations away from the app, sending web links to the system browser', () => {
    const { contents, opened } = guarded();
    expect(contents.navigate('will-navigate', 'https://www.cnps.ci/')).toBe(true);
    expect(contents.navigate('will-navigate', 'file:///C:/Windows/win.ini')).toBe(true);
    expect(contents.navigate('will-redirect', 'https://evil.example/')).toBe(true);
    expect(contents.navigate('will-frame-navigate', 'https://ads.example/', false)).toBe(true);
    expect(opened).toEqual(['https://www.cnps.ci/']);
  });

  it('leaves main-frame checks to will-navigate and guards sub-frames', () => {
    const { contents } = guarded();
    expect(contents.navigate('will-frame-navigate', 'https://example.org/', true)).toBe(false);
    expect(contents.navigate('will-frame-navigate', 'http://localhost:8080/app/pdf', false)).toBe(false);
  });

  it('refuses webviews', () => {
    const { contents } = guarded();
    let prevented = false;
    contents.emit('will-attach-webview', { preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
  });

  it('opens new windows only for app pages, locked down and without the bridge; others go to the browser or nowhere', () => {
    const { contents, opened } = guarded();
    const handler = contents.windowOpenHandler!;
    const own = handler({ url: 'http://localhost:8080/invoices/3/pdf' });
    expect(own.action).toBe('allow');
    expect(own.overrideBrowserWindowOptions?.webPreferences).toMatchObject({ contextIsolation: true, nodeIntegration: false, sandbox: true });
    expect(own.overrideBrowserWindowOptions?.webPreferences).not.toHaveProperty('preload');
    expect(handler({ url: 'https://www.example.org/' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'file:///etc/hosts' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://www.example.org/']);
  });

  it('refuses everything while the server is not ready', () => {
    const { contents } = guarded({ ready: false });
    expect(contents.navigate('will-navigate', 'http://localhost:8080/app/')).toBe(true);
    expect(contents.windowOpenHandler!({ url: 'http://localhost:8080/app/' }).action).toBe('deny');
  });

  it('grants the app a few harmless permissions and nothing to anyone else', () => {
    expect(permissionAllowed('clipboard-sanitized-write', 'http://localhost:8080/app/', APP)).toBe(true);
    expect(permissionAllowed('fullscreen', 'http://localhost:8080/app/', APP)).toBe(true);
    expect(permissionAllowed('media', 'http://localhost:8080/app/', APP)).toBe(false);
    expect(permissionAllowed('geolocation', 'http://localhost:8080/app/', APP)).toBe(false);
    expect(permissionAllowed('notifications', 'https://example.org/', APP)).toBe(false);
    expect(permissionAllowed('notifications', undefined, APP)).toBe(false);
  });
});
