/**
 * A stand-in for `scripts/build.ts` in the build processes' tests (tests/unit/scripts/origin/build-processes.build.test.ts):
 * with `--standby` it waits as a real build process does (scripts/build/build-standby.ts: the site code
 * of FIXTURE_ROOT hashed around a load, the origin told, one line of arguments), loading nothing;
 * then, or at once with other arguments, it "builds": prints one JSON line with the arguments, whether
 * it waited and FIXTURE_LABEL from its environment, and exits 0. With FIXTURE_EXIT_WHILE_LOADING it
 * ends while it loads (exit code 3). A waiting one whose code changed after it loaded builds nothing
 * (exit code 75), as scripts/lib/build-site.ts does. With FIXTURE_ENDED_DIR it writes `<pid>` into that folder as it exits.
 * With `--standby ARGS...` (a build prepared ahead) it says it has bundled, waits for the routes it is
 * asked with and prints ARGS, `routes` and the rest as above; never asked, it exits 0 and prints nothing
 * (with FIXTURE_EXIT_WHILE_LOADING it ends while it loads, as above; with FIXTURE_EXIT_AFTER_BUNDLING_MS
 * it ends that long after it said it has bundled, unasked, with exit code 3).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  BUILD_IN_NEW_PROCESS_EXIT_CODE,
  BUNDLED_MESSAGE,
  CodeChangedWhileWaiting,
  loadPlannedBuild,
  parseChangedRoutes,
  STANDBY_ARGUMENT,
  toldReady,
  waitForBuildArguments,
} from '../../scripts/build/build-standby.ts';
import { siteCodeHash } from '../../scripts/build/code-fingerprint.ts';

const endedDir = process.env['FIXTURE_ENDED_DIR'];
if (endedDir) process.on('exit', () => writeFileSync(path.join(endedDir, String(process.pid)), ''));

const root = process.env['FIXTURE_ROOT'] ?? process.cwd();
const argv = process.argv.slice(2);
const waits = argv.length === 1 && argv[0] === STANDBY_ARGUMENT;
const planned = argv.length > 1 && argv[0] === STANDBY_ARGUMENT;
if (planned) {
  const build = await loadPlannedBuild(root, process.stdin, async () => {
    if (process.env['FIXTURE_EXIT_WHILE_LOADING']) process.exit(3);
  });
  await toldReady(BUNDLED_MESSAGE);
  const endAfterMs = process.env['FIXTURE_EXIT_AFTER_BUNDLING_MS'];
  if (endAfterMs) setTimeout(() => process.exit(3), Number(endAfterMs));
  const { line } = await build.asked;
  if (line !== null)
    console.log(
      JSON.stringify({
        argv: argv.slice(1),
        routes: parseChangedRoutes(line),
        waited: true,
        label: process.env['FIXTURE_LABEL'],
      }),
    );
} else
  try {
    const asked = waits
      ? await waitForBuildArguments(root, process.stdin, {
          load: async () => {
            if (process.env['FIXTURE_EXIT_WHILE_LOADING']) process.exit(3);
          },
        })
      : { argv };
    // As scripts/lib/build-site.ts does: the code on disk must still be the code the process loaded.
    if (asked && 'waited' in asked && asked.waited.loadedCode !== (await siteCodeHash(root)))
      throw new CodeChangedWhileWaiting();
    if (asked) console.log(JSON.stringify({ argv: asked.argv, waited: waits, label: process.env['FIXTURE_LABEL'] }));
  } catch (error) {
    if (!(error instanceof CodeChangedWhileWaiting)) throw error;
    process.exitCode = BUILD_IN_NEW_PROCESS_EXIT_CODE;
  }
