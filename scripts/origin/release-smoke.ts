/**
 * `node scripts/origin/release-smoke.ts RELEASE_DIR`: does a release's server work? Run by the
 * origin in a child process before a release goes live (once it is live, the origin runs the
 * release's server on a thread of its own: release-server.ts). It imports `server/entry.mjs`, serves it on a free local port and
 * asks for the home page (must answer 200) and for a preview without a token (must answer 401:
 * the on-demand route runs and refuses without asking for a draft). Prints one JSON line
 * `{ "ok": boolean, "problems": string[] }` and exits 0 when ok, 1 otherwise.
 */
import http from 'node:http';
import { enableCompileCache } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadReleaseServer } from './release-server.ts';

const EXPECTED: ReadonlyArray<{ path: string; status: number }> = [
  { path: '/', status: 200 },
  { path: '/preview/release-check', status: 401 },
];

async function smokeTest(releaseDir: string): Promise<string[]> {
  const handler = await loadReleaseServer(releaseDir);
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const problems: string[] = [];
  try {
    for (const expected of EXPECTED) {
      const answer = await fetch(`http://127.0.0.1:${port}${expected.path}`, {
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      await answer.arrayBuffer();
      if (answer.status !== expected.status)
        problems.push(`its server answered ${expected.path} with ${answer.status}, not ${expected.status}`);
    }
  } finally {
    server.closeAllConnections();
    server.close();
  }
  return problems;
}

enableCompileCache(path.join(process.cwd(), '.cache', 'node-compile'));
const releaseDir = process.argv[2];
if (!releaseDir) {
  console.error('usage: node scripts/origin/release-smoke.ts RELEASE_DIR');
  process.exit(2);
}
let problems: string[];
try {
  problems = await smokeTest(path.resolve(releaseDir));
} catch (error) {
  problems = [`its server could not be loaded: ${error instanceof Error ? error.message : String(error)}`];
}
console.log(JSON.stringify({ ok: problems.length === 0, problems }));
process.exit(problems.length === 0 ? 0 : 1);
