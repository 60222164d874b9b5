/**
 * The origin's build processes. Every build runs in a Node process of its own (release-build.ts), so
 * that each starts clean; but before such a process can build, it loads Astro, Vite, Rolldown and the
 * site's build code, about 0.7 s of CPU at scale 1 (more while visitors' requests take the other
 * core). So once a release is built and checked, the origin starts the next build's process
 * (`scripts/build.ts --standby`, scripts/build/build-standby.ts): it loads that code and waits, and
 * the next build hands it its arguments. It is used only when it was started with the same
 * environment as the build; otherwise, or when it ended while it waited (it could not load, or the
 * site's code changed on disk), a new process is started, as without it. At most one process waits;
 * `stop` ends it (and one whose origin is gone ends by itself: its input closes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Environment } from '#src/lib/build/config.ts';
import { BUILD_IN_NEW_PROCESS_EXIT_CODE, CODE_LOADED_MESSAGE, STANDBY_ARGUMENT } from '../build/build-standby.ts';
import { followChild, runScript, spawnScript, type ChildOutcome, type FollowOptions } from './script-process.ts';

/** A build's process: `waited` when it is the one that had loaded its code before it was asked. */
export type StartedBuild = { child: ChildProcess; waited: boolean };

export type BuildProcesses = {
  /** The build script the processes run. */
  script: string;
  /** A process building with these arguments: the waiting one when it fits, else a new one. */
  start(args: readonly string[], env: Environment): StartedBuild;
  /** Starts a process that waits for the next build (unless one waits already, or after `stop`). */
  prepare(env: Environment): void;
  /** Resolves once the waiting process has loaded its code (or ended), or at once when none is being prepared. */
  ready(): Promise<void>;
  /** Ends the waiting process, if any, and starts no other. */
  stop(): Promise<void>;
};

/** How long a waiting process that was told to end may take before it is killed. */
const END_WAIT_MS = 5000;

/** One text per environment: two environments with the same values give the same text. */
function environmentKey(env: Environment): string {
  return JSON.stringify(
    Object.entries(env)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

const hasEnded = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

/** Tells a waiting process to end (its input closes) and resolves once it has, killing it if it takes too long. */
function endWaiting(child: ChildProcess): Promise<void> {
  if (hasEnded(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), END_WAIT_MS);
    child.once('close', () => {
      clearTimeout(kill);
      resolve();
    });
    child.stdin?.end();
  });
}

export function createBuildProcesses(script: string): BuildProcesses {
  /** `ending`: it closed its channel without saying its code was loaded (it could not load and is exiting). */
  let waiting: { child: ChildProcess; env: string; loaded: Promise<void>; ending: boolean } | null = null;
  let stopped = false;
  const ending = new Set<Promise<void>>();
  const end = (child: ChildProcess): void => {
    const ended = endWaiting(child).finally(() => ending.delete(ended));
    ending.add(ended);
  };

  return {
    script,
    start(args, env) {
      const ready = waiting;
      waiting = null;
      if (ready && ready.env === environmentKey(env) && !ready.ending && !hasEnded(ready.child) && ready.child.stdin) {
        ready.child.stdin.end(`${JSON.stringify(args)}\n`);
        return { child: ready.child, waited: true };
      }
      if (ready) end(ready.child);
      const child = spawnScript([script, ...args], env);
      return { child, waited: false };
    },
    prepare(env) {
      if (stopped || (waiting && !hasEnded(waiting.child))) return;
      const child = spawn(process.execPath, [script, STANDBY_ARGUMENT], {
        env: { ...env },
        stdio: ['pipe', 'pipe', 'pipe', 'ipc'],
      });
      let said = false;
      const loaded = new Promise<void>((resolve) => {
        child.on('message', (message) => {
          if (message !== CODE_LOADED_MESSAGE) return;
          said = true;
          resolve();
        });
        child.once('disconnect', () => {
          if (!said && waiting?.child === child) waiting.ending = true;
          resolve();
        });
        child.once('close', resolve);
      });
      // A process that ended while it waited cannot take its arguments; `start` sees it ended and starts another.
      child.stdin?.on('error', () => {});
      // One that could not be started is not handed a build.
      child.once('error', () => {
        if (waiting?.child === child) waiting = null;
      });
      waiting = { child, env: environmentKey(env), loaded, ending: false };
    },
    ready() {
      return waiting?.loaded ?? Promise.resolve();
    },
    async stop() {
      stopped = true;
      if (waiting) end(waiting.child);
      waiting = null;
      await Promise.all(ending);
    },
  };
}

/**
 * Runs the build script: in the origin's waiting build process when there is one (`builds`,
 * build-processes.ts), else in a new one (`builds` the script). A waiting process whose code changed
 * on disk builds nothing; a new process builds then.
 */
export async function runBuild(
  args: readonly string[],
  env: Environment,
  builds: BuildProcesses | string,
  options: FollowOptions,
): Promise<ChildOutcome> {
  if (typeof builds === 'string') return runScript([builds, ...args], env, options);
  const started = builds.start(args, env);
  const outcome = await followChild(started.child, options);
  if (started.waited && outcome.code === BUILD_IN_NEW_PROCESS_EXIT_CODE && !options.signal?.aborted)
    return runScript([builds.script, ...args], env, options);
  return outcome;
}
