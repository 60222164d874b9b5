/**
 * `node scripts/build.ts --standby [ARGS...]`: a build process that loads its code first and is told what to
 * build after. The origin keeps one such process waiting between publishes
 * (scripts/origin/build-processes.ts): loading Astro, Vite, Rolldown and the site's build code is
 * most of a build's setup (about 0.7 s of CPU at scale 1), and a publish should not wait for it.
 *
 * Given the build's arguments (ARGS: its out dir and the release it builds on), the process goes
 * further: it builds up to the pages, bundling included (2 to 3 s of a publish's build at scale 1),
 * says so, and waits; it is then sent one line, the routes the publish named (a JSON array of
 * `--changed-route=ROUTE`), and renders (`PlannedBuild`, scripts/lib/build-site.ts). Before it
 * renders, it checks that nothing it bundled from changed while it waited: the site's code, and what
 * its code fingerprint covers (the CMS redirects, which are Astro routes, the day, the settings, the
 * accessibility evidence); otherwise, or when it failed before it was asked, it builds nothing
 * (`BuildInNewProcess`) and the origin builds in a new process.
 *
 * Without ARGS, the process loads the modules `npm run build` loads before Astro starts, says so (a
 * message on its IPC channel, which it then closes), then reads one line from its standard input: the
 * build's arguments as a JSON array of strings. Either way it builds once and exits, as every build
 * does; when its input ends without a line (the origin stopped or no longer needs it), it exits quietly. The site's code is hashed before and after the modules are loaded;
 * the build compares that hash with the code on disk when it starts, and builds nothing when the
 * code changed while it waited (`CodeChangedWhileWaiting`, exit code `BUILD_IN_NEW_PROCESS_EXIT_CODE`).
 */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { siteCodeHash } from './code-fingerprint.ts';

/** The argument that makes `scripts/build.ts` a waiting build process. */
export const STANDBY_ARGUMENT = '--standby';
/**
 * The exit code of a waiting build process that builds nothing because it cannot build as a new
 * process would: its code did not load, or changed on disk since it loaded (sysexits' EX_TEMPFAIL).
 * The origin then builds in a new process.
 */
export const BUILD_IN_NEW_PROCESS_EXIT_CODE = 75;

/** The message a waiting build process sends once its code is loaded. */
export const CODE_LOADED_MESSAGE = 'build code loaded';
/** The message a process prepared with its build's arguments sends once it has bundled and waits to render. */
export const BUNDLED_MESSAGE = 'build bundled';

/** What a waiting build process was asked: the build's arguments, the site code it loaded, and when it was asked (performance.now()). */
export type StandbyRequest = { argv: string[]; waited: WaitedBuild };
/** A build that ran in a waiting process: the hash of the site's code it loaded, and when it was asked to build. */
export type WaitedBuild = { loadedCode: string; askedAtMs: number };

/** Arguments that are not one JSON array of strings: the origin's mistake, not the code's (exit code 2). */
export class MalformedBuildArguments extends Error {}

/**
 * A prepared build (ARGS given) that bundled and then waited: the site code it loaded, and the line it
 * is sent once it has bundled (null: its input ended first) with when it came (performance.now()).
 */
export type PlannedBuild = { loadedCode: string; asked: Promise<{ line: string | null; atMs: number }> };

/** The prefix of the arguments a prepared build is sent when asked to render, one per route: `--changed-route=ROUTE`. */
export const CHANGED_ROUTE_ARGUMENT = '--changed-route=';

/** The arguments that name the routes a publish changed, as the build reads them and a prepared build is sent them. */
export function changedRouteArguments(routes: readonly string[]): string[] {
  return routes.map((route) => `${CHANGED_ROUTE_ARGUMENT}${route}`);
}

/** The routes a prepared build is asked to render again: a JSON array of `--changed-route=ROUTE`, and nothing else. */
export function parseChangedRoutes(line: string): string[] {
  const args = parseBuildArguments(line);
  const other = args.find((arg) => !arg.startsWith(CHANGED_ROUTE_ARGUMENT));
  if (other !== undefined)
    throw new MalformedBuildArguments(
      `a prepared build process is asked with ${CHANGED_ROUTE_ARGUMENT}ROUTE arguments only, not ${JSON.stringify(other.slice(0, 80))}`,
    );
  return args.map((arg) => arg.slice(CHANGED_ROUTE_ARGUMENT.length));
}

/** A prepared build that was not asked to render: its input ended once it had bundled (the origin stopped or no longer needs it). */
export class NothingAsked extends Error {
  constructor() {
    super('the prepared build was not asked to render: its input ended');
  }
}

/** The build's arguments, read from one JSON line: an array of strings, or an error that says what came instead. */
export function parseBuildArguments(line: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new MalformedBuildArguments(
      `a waiting build process takes its arguments as one line of JSON, not ${JSON.stringify(line.slice(0, 80))}`,
    );
  }
  if (!Array.isArray(value) || !value.every((item): item is string => typeof item === 'string'))
    throw new MalformedBuildArguments('a waiting build process takes its arguments as a JSON array of strings');
  return value;
}

/** The first line of the input, or null when it ends without one. */
async function firstLine(input: Readable): Promise<string | null> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) return line;
    return null;
  } finally {
    lines.close();
    // Nothing more is read: the input no longer keeps the process alive once the build is done.
    input.destroy();
  }
}

/** Tells the origin the process is ready (`message`), and closes the channel (an open one would keep the process alive). */
export function toldReady(message: string = CODE_LOADED_MESSAGE): Promise<void> {
  const send = process.send?.bind(process);
  if (!send) return Promise.resolve();
  return new Promise((resolve) => {
    send(message, undefined, {}, () => {
      process.disconnect?.();
      resolve();
    });
  });
}

/**
 * A waiting build process cannot build as a new process would: it builds nothing (exit code
 * BUILD_IN_NEW_PROCESS_EXIT_CODE), and the origin starts a new process for the build.
 */
export class BuildInNewProcess extends Error {}

/** An error and its cause: thrown in an Astro hook (a prepared build's), an error may come wrapped. */
export function thrownWith(error: unknown): unknown[] {
  return [error, error instanceof Error ? error.cause : undefined];
}

/** The site's code changed on disk since the waiting process loaded it. */
export class CodeChangedWhileWaiting extends BuildInNewProcess {
  constructor() {
    super("the site's code changed while this build process waited; it built nothing");
  }
}

/**
 * What the build's code fingerprint covers besides the code changed while a prepared build waited with
 * its bundles made: the CMS redirects (Astro routes), the day, the settings or the accessibility evidence.
 */
export class FingerprintChangedWhileWaiting extends BuildInNewProcess {
  constructor() {
    super(
      'the CMS redirects, the day or what else the code fingerprint covers changed while this build process waited with its bundles made; it built nothing',
    );
  }
}

/** A prepared build that failed before it was asked (its CMS failed as it bundled): a new process may not. */
export class FailedBeforeAsked extends BuildInNewProcess {
  constructor(cause: unknown) {
    super(
      `this build process failed before it was asked (${cause instanceof Error ? cause.message : String(cause)}); it built nothing`,
      { cause },
    );
  }
}

/** The modules `npm run build` loads before Astro starts (Astro, Vite and the site's build code). */
async function loadBuildCode(): Promise<void> {
  await Promise.all([import('../lib/content-source.ts'), import('../lib/build-site.ts')]);
}

/** Loads the build's code; the site's code it loaded (hashed before and after), or `CodeChangedWhileWaiting`. */
async function loadUnchanged(root: string, load: () => Promise<void>): Promise<string> {
  const before = await siteCodeHash(root);
  await load();
  const after = await siteCodeHash(root);
  if (before !== after) throw new CodeChangedWhileWaiting();
  return after;
}

/**
 * When the build was asked for (performance.now()), read when needed: a waiting process's ask, a prepared
 * one's once it is asked (its start until then, and for good when it ended before), else the process's start.
 */
export function askedClock(waited: WaitedBuild | PlannedBuild | undefined): () => number {
  if (!waited) return () => 0;
  if (!('asked' in waited)) return () => waited.askedAtMs;
  let at = 0;
  void waited.asked.then((asked) => {
    at = asked.atMs;
  });
  return () => at;
}

/**
 * Loads the build's code (`load`), says so (`loaded`), then waits for the build's arguments; null when
 * the input ends first. Throws `CodeChangedWhileWaiting` when the code changed while it was being loaded.
 */
export async function waitForBuildArguments(
  root: string,
  input: Readable,
  steps: { load?: () => Promise<void>; loaded?: () => Promise<void> } = {},
): Promise<StandbyRequest | null> {
  // Read from the start: a build asked while the code still loads counts from when it was asked.
  const asked = firstLine(input).then((line) => ({ line, at: performance.now() }));
  const loadedCode = await loadUnchanged(root, steps.load ?? loadBuildCode);
  await (steps.loaded ?? toldReady)();
  const { line, at } = await asked;
  return line === null ? null : { argv: parseBuildArguments(line), waited: { loadedCode, askedAtMs: at } };
}

/**
 * A prepared build's start: loads the build's code (`load`) and reads its input from the start (a
 * publish may come while it still bundles: it then renders as soon as it has bundled). Throws
 * `CodeChangedWhileWaiting` when the code changed while it was being loaded.
 */
export async function loadPlannedBuild(
  root: string,
  input: Readable,
  load: () => Promise<void> = loadBuildCode,
): Promise<PlannedBuild> {
  const asked = firstLine(input).then((line) => ({ line, atMs: performance.now() }));
  return { loadedCode: await loadUnchanged(root, load), asked };
}
