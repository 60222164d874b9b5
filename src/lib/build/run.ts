/**
 * One build run: the settings a command read at start (with the CMS it builds from), where the
 * build goes, and its side files, made once and handed on explicitly: to the steps before Astro's
 * build, to Astro's config and integrations (scripts/build/site-config.ts), and to the pages, which
 * run from Vite's bundles, through the virtual module `virtual:hospital/build-run`
 * (scripts/build/build-run-module.ts, read by src/lib/build/this-build.ts).
 *
 * A build's side files live in one run folder of its own, `.cache/build/<out dir>/` (an out dir
 * outside the project: `.cache/build/outside/<name>-<hash of its path>/`), not inside the out dir,
 * which Astro empties and which is the site. So builds side by side need only different out dirs.
 * The default build (`dist/`) keeps its CMS redirects in the top-level `redirects.generated.json`.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { SiteConfig } from '#src/lib/build/config.ts';

export type RunFiles = {
  /** The run folder that holds this build's side files. */
  dir: string;
  /** The CMS redirect pairs the step before Astro's build writes and the build reads. */
  redirects: string;
  /** The crawl's summary (pages, links that lead nowhere) for the end of the build and the origin's checks. */
  crawlReport: string;
  /** The content problems, a JSON line each, for the end-of-build summary. */
  problems: string;
  /** The content checks' findings by page (src/lib/content/editorial-checks.ts), written at the end of the build. */
  contentChecks: string;
  /** The build's phases, peak memory and wall time (for the benchmark). */
  buildReport: string;
  /**
   * The reports folder whose automated accessibility results the accessibility statement shows: the
   * run folder itself (the checks write there after a build; the next build shows them), or the
   * latest checked release's `reports/` (`--evidence-from`, given by the origin).
   */
  evidenceDir: string;
  /** What each page read, a JSON line at a time while the pages render (src/lib/build/dependencies.ts). */
  dependencyLog: string;
  /** The build's dependency record: code fingerprint, call hashes, and what each output file read. */
  dependencies: string;
  /** An incremental build's plan: the calls that changed, the pages it renders and the ones it leaves to the previous build. */
  incrementalPlan: string;
  /** Whether the build was incremental or full, and why; what it rendered, shared and removed. */
  incremental: string;
  /**
   * The files a route of this incremental build made but left to the previous build, a JSON line each, written as
   * the routes give their paths (src/lib/build/static-paths.ts): only these are shared. A page no route makes now
   * (no longer linked or listed, though its own answer is unchanged) is not.
   */
  leftToPrevious: string;
  /** The CSP metas of each page, which the next incremental build takes for the pages it shares (scripts/build/page-policies.ts). */
  pagePolicies: string;
  /**
   * What the build was asked to render, written before its pages are (src/lib/build/asked-build.ts): the routes a
   * publish named and when the previous build's calls were asked again. A build prepared ahead learns them only
   * after it has bundled (scripts/build/build-standby.ts), so its pages read them here, not in the run they bundled.
   */
  asked: string;
};

export type BuildRun = {
  /** The settings read at start, with the CMS this build reads. */
  config: SiteConfig;
  root: string;
  outDir: string;
  files: RunFiles;
  /** The media mirror's cache of images (`--media-cache`; default .cache/media). */
  mediaCacheDir: string;
  /** An incremental build (`--incremental-from`): what it builds on; null for a full build. */
  incremental: IncrementalSource | null;
};

/**
 * What an incremental build starts from: the previous build's `client/` folder and its dependency
 * record, and the routes to render whatever the record says (`--changed-route`). `callsAskedSince`:
 * when the build began asking the previous build's calls again beside its bundling (ms since the
 * epoch, scripts/build/calls-asked-again.ts): an answer the disk cache kept since is current for it.
 */
export type IncrementalSource = {
  previousClient: string;
  previousRecord: string;
  changedRoutes: string[];
  callsAskedSince?: number;
};

/** The folder of a build's side files, named after its out dir. */
export function runFolderOf(outDirGiven: string, root: string): string {
  const outDir = path.resolve(root, outDirGiven);
  const relative = path.relative(root, outDir);
  const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  const name = inside
    ? relative
    : path.join('outside', `${path.basename(outDir)}-${createHash('sha256').update(outDir).digest('hex').slice(0, 8)}`);
  return path.join(root, '.cache', 'build', name);
}

/** The side files of a build into `outDir`. */
export function runFilesOf(outDirGiven: string, root: string, evidenceDir?: string): RunFiles {
  const outDir = path.resolve(root, outDirGiven);
  const dir = runFolderOf(outDir, root);
  const isDefaultBuild = outDir === path.join(root, 'dist');
  return {
    dir,
    redirects: isDefaultBuild ? path.join(root, 'redirects.generated.json') : path.join(dir, 'redirects.json'),
    crawlReport: path.join(dir, 'site-report.json'),
    problems: path.join(dir, 'content-problems.jsonl'),
    contentChecks: path.join(dir, 'content-checks.json'),
    buildReport: path.join(dir, 'build-report.json'),
    evidenceDir: evidenceDir ? path.resolve(root, evidenceDir) : dir,
    dependencyLog: path.join(dir, 'dependencies.jsonl'),
    dependencies: path.join(dir, 'dependencies.json'),
    incrementalPlan: path.join(dir, 'incremental-plan.json'),
    incremental: path.join(dir, 'incremental.json'),
    leftToPrevious: path.join(dir, 'left-to-previous.jsonl'),
    pagePolicies: path.join(dir, 'page-policies.json'),
    asked: path.join(dir, 'build-asked.json'),
  };
}

export function createBuildRun(options: {
  config: SiteConfig;
  root: string;
  /** Default `dist` under the root. */
  outDir?: string | undefined;
  mediaCacheDir?: string | undefined;
  /** Default: the run folder (RunFiles.evidenceDir). */
  evidenceDir?: string | undefined;
  incremental?: IncrementalSource | null;
}): BuildRun {
  const outDir = path.resolve(options.root, options.outDir ?? 'dist');
  return Object.freeze({
    config: options.config,
    root: options.root,
    outDir,
    files: Object.freeze(runFilesOf(outDir, options.root, options.evidenceDir)),
    mediaCacheDir: path.resolve(options.root, options.mediaCacheDir ?? path.join('.cache', 'media')),
    incremental: options.incremental ?? null,
  });
}
