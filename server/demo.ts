import { loadConfigOrExit, start } from './main';
import { seedDemo } from './bootstrap';
import { runInApp } from './platform/modules';
import { ensureDemoIssuer } from './platform/license';

/** `npm run demo`: the saas profile on DATA_DIR, seeded once, with the demo logins printed. */
const config = loadConfigOrExit({ APP_PROFILE: 'saas', ...process.env });
// The SaaS demo issues on-premise licenses with its own root and signer, created on first start.
const issuer = config.APP_PROFILE === 'saas' ? await ensureDemoIssuer(config.LICENSE_ISSUER_DIR, new Date()) : null;
let seeded = false;
const running = await start(config, {
  async beforeListen(server) {
    if ((await runInApp(server.container, () => server.container.ports.tenants.countTenants())) > 0) return;
    await seedDemo(server);
    seeded = true;
  },
});

const logins = [
  ['operator@platform.local', 'operator space', 'PLATFORM_OPERATOR'],
  ['admin@platform.local', 'operator space', 'PLATFORM_ADMIN'],
  ['admin@demo.local', 'tenant demo', 'ORG_ADMIN'],
  ['hr@demo.local', 'tenant demo', 'HR_MANAGER'],
  ['manager@demo.local', 'tenant demo', 'MANAGER'],
  ['employee@demo.local', 'tenant demo', 'EMPLOYEE'],
  ['recruiter@demo.local', 'tenant demo', 'RECRUITER'],
  ['accountant@demo.local', 'tenant demo', 'ACCOUNTANT'],
  ['cfo@demo.local', 'tenant demo', 'CFO'],
];
console.log(`\nBaobab demo (${config.APP_PROFILE}, ${config.dialect}) ${seeded ? 'seeded and ' : ''}running at ${running.url}/app/`);
console.log(`API: ${running.url}/openapi.json · docs: ${running.url}/api-docs`);
if (issuer) console.log(`License root (an on-premise server trusts it with LICENSE_TRUST_ROOT): ${issuer.rootPath}${issuer.created ? ' (created)' : ''}`);
console.log('Logins (password demo1234):');
for (const [email, where, role] of logins) console.log(`  ${email.padEnd(26)} ${where.padEnd(15)} ${role}`);
