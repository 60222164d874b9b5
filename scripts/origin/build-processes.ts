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
 *
 * When the next build is known but for the routes a publish names (`NextPlan`: an incremental build
 * on the live release), the waiting process is given its arguments and a release folder of its own,
 * and bundles ahead (`scripts/build.ts --standby ARGS...`); the build that fits them
 * (`plannedRelease`, which takes the process for it) builds into that folder and hands the process
 * only the routes. A prepared process is handed a build only that way: one that was not taken waits
 * on beside any other build (a full build verifying the live release, or a publish whose plan changed),
 * which runs in a new process. A waiting process whose plan no longer fits the next one is ended and its
 * folder removed when the next is prepared, and on `stop`; one that ended by itself, also when a
 * build starts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Environment } from '#src/lib/build/config.ts';
import {
  BUILD_IN_NEW_PROCESS_EXIT_CODE,
  BUNDLED_MESSAGE,
  CHANGED_ROUTE_ARGUMENT,
  CODE_LOADED_MESSAGE,
  STANDBY_ARGUMENT,
} from '../build/build-standby.ts';
import type { Release } from './releases.ts';
import { followChild, runScript, spawnScript, type ChildOutcome, type FollowOptions } from './script-process.ts';

/** A build's process: `waited` when it is the one that had loaded its code before it was asked. */
export type StartedBuild = { child: ChildProcess; waited: boolean };

/** The next build, known ahead but for the routes a publish names. */
export type NextPlan = {
  /** Its arguments, given its out dir: all but the routes a publish names (`--changed-route=`, which come last). */
  argsFor: (outDir: string) => string[];
  /** Makes the release folder it builds into. */
  create: () => Promise<Release>;
  /** Removes that folder when the build is not used. */
  discard: (release: Release) => Promise<void>;
};

export type BuildProcesses = {
  /** The build script the processes run. */
  script: string;
  /**
   * The release folder of the waiting process when it was prepared for exactly these arguments
   * (`argsFor` its folder) in this environment: the build then builds there and is handed to it.
   */
  plannedRelease(env: Environment, argsFor: (outDir: string) => readonly string[]): Release | null;
  /**
   * A process building with these arguments: the prepared process taken for them (`plannedRelease`,
   * handed the routes after its planned arguments), else the waiting unprepared one in the same
   * environment (handed the arguments), else a new one.
   */
  start(args: readonly string[], env: Environment): StartedBuild;
  /**
   * Starts a process that waits for the next build, bundled ahead when `plan` is given (unless one
   * waits already for the same, or after `stop`). A waiting one with another plan is ended first.
   */
  prepare(env: Environment, plan?: NextPlan): Promise<void>;
  /** Resolves once the waiting process is ready (its code loaded, or bundled when planned) or ended, or at once when none is being prepared. */
  ready(): Promise<void>;
  /** Ends the waiting process, if any, and starts no other. */
  stop(): Promise<void>;
};

const sameArgs = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((arg, index) => arg === b[index]);

/** What a planned process is handed for `args`: the routes after its planned arguments, or null when `args` are not those. */
function routesAfter(planned: readonly string[], args: readonly string[]): string[] | null {
  if (!sameArgs(planned, args.slice(0, planned.length))) return null;
  const rest = args.slice(planned.length);
  return rest.every((arg) => arg.startsWith(CHANGED_ROUTE_ARGUMENT)) ? rest : null;
}

/** The folder a build's arguments build into (`--out-dir DIR`), or null when they name none. */
function outDirOf(args: readonly string[]): string | null {
  const at = args.indexOf('--out-dir');
  return at >= 0 ? (args[at + 1] ?? null) : null;
}

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

/** The waiting process. `ending`: it closed its channel without saying it was ready (it could not load and is exiting). */
type Waiting = {
  child: ChildProcess;
  env: string;
  loaded: Promise<void>;
  ending: boolean;
  /** A planned process's release folder, arguments and how that folder is removed. */
  planned: { release: Release; args: string[]; discard: (release: Release) => Promise<void> } | null;
};

export function createBuildProcesses(script: string): BuildProcesses {
  let waiting: Waiting | null = null;
  /** A planned process whose release folder a build took (`plannedRelease`), until that build starts. */
  let claimed: Waiting | null = null;
  /** Set while `prepare` makes a planned process's release folder. */
  let preparing: Promise<void> | null = null;
  let stopped = false;
  const ending = new Set<Promise<void>>();
  /** Ends a waiting process; a planned one's release folder is removed once it has ended, unless a build builds there. */
  const end = (ended: Waiting, keepFolder = false): void => {
    const done = endWaiting(ended.child)
      .then(() => (ended.planned && !keepFolder ? ended.planned.discard(ended.planned.release) : undefined))
      .catch(() => undefined)
      .finally(() => ending.delete(done));
    ending.add(done);
  };
  const usable = (candidate: Waiting | null, env: Environment): candidate is Waiting =>
    candidate !== null &&
    candidate.env === environmentKey(env) &&
    !candidate.ending &&
    !hasEnded(candidate.child) &&
    candidate.child.stdin !== null;
  /** Whether a waiting process was prepared for exactly this plan's arguments (`argsFor` its folder). */
  const preparedFor = (candidate: Waiting, argsFor: (outDir: string) => readonly string[]): boolean =>
    candidate.planned !== null && sameArgs(candidate.planned.args, argsFor(candidate.planned.release.dir));

  async function startWaiting(env: Environment, plan: NextPlan | undefined): Promise<void> {
    const release = plan ? await plan.create() : null;
    if (waiting && hasEnded(waiting.child)) {
      end(waiting);
      waiting = null;
    }
    if (stopped || waiting) {
      if (plan && release) await plan.discard(release);
      return;
    }
    const args = plan && release ? plan.argsFor(release.dir) : [];
    const child = spawn(process.execPath, [script, STANDBY_ARGUMENT, ...args], {
      env: { ...env },
      stdio: ['pipe', 'pipe', 'pipe', 'ipc'],
    });
    const readyMessage = plan ? BUNDLED_MESSAGE : CODE_LOADED_MESSAGE;
    let said = false;
    const loaded = new Promise<void>((resolve) => {
      child.on('message', (message) => {
        if (message !== readyMessage) return;
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
    // Whatever it prints before it is asked stays in its pipes until the build that takes it follows them.
    waiting = {
      child,
      env: environmentKey(env),
      loaded,
      ending: false,
      planned: plan && release ? { release, args, discard: plan.discard } : null,
    };
  }

  return {
    script,
    plannedRelease(env, argsFor) {
      const candidate = waiting;
      if (!usable(candidate, env) || !candidate.planned || !preparedFor(candidate, argsFor)) return null;
      // Taken by the build that asked, until it starts: no `prepare` in between ends it.
      if (claimed) end(claimed);
      claimed = candidate;
      waiting = null;
      return candidate.planned.release;
    },
    start(args, env) {
      const taken = claimed;
      if (taken?.planned && outDirOf(args) === taken.planned.release.dir) {
        claimed = null;
        const line = usable(taken, env) ? routesAfter(taken.planned.args, args) : null;
        if (line && taken.child.stdin) {
          taken.child.stdin.end(`${JSON.stringify(line)}\n`);
          return { child: taken.child, waited: true };
        }
        // It ended, or cannot build these: a new process builds in its folder.
        end(taken, true);
        return { child: spawnScript([script, ...args], env), waited: false };
      }
      const ready = waiting;
      // A process prepared for the next publish builds only once that publish takes it (`plannedRelease`):
      // meanwhile another build (a full build that verifies the live release) runs in a new process, and
      // it waits on, unless it ended by itself (then it goes, with its folder).
      if (ready?.planned) {
        if (hasEnded(ready.child)) {
          waiting = null;
          end(ready);
        }
        return { child: spawnScript([script, ...args], env), waited: false };
      }
      waiting = null;
      if (usable(ready, env) && ready.child.stdin) {
        ready.child.stdin.end(`${JSON.stringify([...args])}\n`);
        return { child: ready.child, waited: true };
      }
      if (ready) end(ready);
      return { child: spawnScript([script, ...args], env), waited: false };
    },
    prepare(env, plan) {
      if (stopped) return Promise.resolve();
      const before = preparing;
      // Set at once: `ready` called right after waits for this process.
      const started = (async () => {
        await before?.catch(() => undefined);
        if (waiting) {
          const current = waiting;
          const fits =
            !hasEnded(current.child) &&
            current.env === environmentKey(env) &&
            (plan ? preparedFor(current, plan.argsFor) : current.planned === null);
          if (fits) return;
          // Ended by itself, or prepared for another build: it ends, and its folder goes.
          waiting = null;
          end(current);
        }
        await startWaiting(env, plan);
      })();
      const tracked = started.finally(() => {
        if (preparing === tracked) preparing = null;
      });
      preparing = tracked;
      return tracked;
    },
    async ready() {
      await preparing?.catch(() => undefined);
      await waiting?.loaded;
    },
    async stop() {
      stopped = true;
      await preparing?.catch(() => undefined);
      if (waiting) end(waiting);
      if (claimed) end(claimed);
      waiting = null;
      claimed = null;
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
