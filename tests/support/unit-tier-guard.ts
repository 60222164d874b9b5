/**
 * Setup file of the unit tier (vitest.config.ts): a unit test (`*.test.ts`) that opens a port or
 * starts a process fails at once, naming the tier it belongs to. This keeps `npm run test:unit`
 * free of servers and builds whoever adds or moves a test.
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

const refuse = (what: string, tier: string): never => {
  throw new Error(`A unit test (*.test.ts) ${what}: name its file ${tier} (see vitest.config.ts).`);
};

net.Server.prototype.listen = function listen(): never {
  return refuse('listens on a port', '*.cms.test.ts (a content API or a stub of it over HTTP)');
};

const PROCESS_STARTERS = ['spawn', 'spawnSync', 'fork', 'exec', 'execSync', 'execFile', 'execFileSync'] as const;
for (const name of PROCESS_STARTERS) {
  Object.assign(childProcess, {
    [name]: (): never => refuse('starts a child process', '*.build.test.ts (builds and child processes)'),
  });
}
// `import { spawn } from 'node:child_process'` reads the ES module's own copies of the exports.
syncBuiltinESMExports();
