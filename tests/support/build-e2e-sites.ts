/**
 * `npm run build:e2e-sites [-- banner-off|hostile ...]`: builds the e2e tests' small sites
 * (tests/support/e2e-sites.ts), all of them when none is named, one after another.
 */
import { spawn } from 'node:child_process';
import { E2E_SITES, type E2eSiteName } from './e2e-sites.ts';

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in E2E_SITES));
if (unknown.length > 0) {
  console.error(`Unknown e2e site: ${unknown.join(', ')} (known: ${Object.keys(E2E_SITES).join(', ')})`);
  process.exit(2);
}
for (const name of (names.length > 0 ? names : Object.keys(E2E_SITES)) as E2eSiteName[]) {
  const site = E2E_SITES[name];
  const args = ['scripts/build.ts', ...site.buildArgs, '--out-dir', site.outDir];
  console.log(`e2e site ${name}: node ${args.join(' ')}`);
  const code = await new Promise<number | null>((resolve) => {
    spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...site.env } }).once('close', resolve);
  });
  if (code !== 0) {
    console.error(`e2e site ${name}: the build failed (exit code ${code})`);
    process.exit(1);
  }
}
