import { runLicenseCli } from './cli-commands';

// `npm run license -- <command>`: see cli-commands.ts.
const code = await runLicenseCli(process.argv.slice(2), {
  env: process.env,
  now: () => new Date(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exitCode = code;
