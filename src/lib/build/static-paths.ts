/**
 * getStaticPaths of the route shells under src/pages: the paths each shell builds
 * (src/lib/build/shells.ts) from this build's site graph. An incremental build leaves out the pages
 * its plan leaves to the previous build (src/lib/build/incremental-plan.ts); the other routes with
 * parameters do the same through `pathsRenderedAgain`.
 */
import { appendFileSync } from 'node:fs';
import { outputFileOf, pathsScope } from '#src/lib/build/dependencies.ts';
import { makeIncrementalPlan } from '#src/lib/build/incremental-plan.ts';
import { buildContext, thisBuildRun } from '#src/lib/build/this-build.ts';
import { shellPaths, type SECTION_SHELLS, type Shell } from '#src/lib/build/shells.ts';

/** The files an incremental build leaves to the previous build; none in a full build. */
async function leftToPrevious(): Promise<ReadonlySet<string>> {
  const run = thisBuildRun();
  const source = run?.incremental;
  if (!run || !source) return new Set();
  const ctx = buildContext();
  const plan = await ctx.once('incremental plan', () => makeIncrementalPlan(ctx, source, run.files.incrementalPlan));
  return new Set(plan.skip);
}

/**
 * The paths a route renders: those whose file the plan does not leave to the previous build. The files it leaves are
 * noted in the run folder (RunFiles.leftToPrevious): the assembly shares only files a route of this build still makes.
 */
function withoutLeftToPrevious<P>(paths: readonly P[], fileOf: (path: P) => string, skipped: ReadonlySet<string>): P[] {
  const kept: P[] = [];
  const left: string[] = [];
  for (const each of paths) {
    const file = fileOf(each);
    if (skipped.has(file)) left.push(file);
    else kept.push(each);
  }
  const run = thisBuildRun();
  if (left.length > 0 && run)
    appendFileSync(run.files.leftToPrevious, left.map((file) => `${JSON.stringify(file)}\n`).join(''));
  return kept;
}

async function pathsOfThisBuild(shell: Shell) {
  const graph = await buildContext().siteGraph();
  if (!graph) throw new Error('The static build needs the site graph');
  const skipped = await leftToPrevious();
  return withoutLeftToPrevious(shellPaths(graph, shell), ({ props }) => outputFileOf(props.node.route), skipped);
}

/** Dutch pages outside every section: general pages one to three levels deep. */
export const rootPaths = () => pathsOfThisBuild('root');

/** English pages (general pages under /en). */
export const englishPaths = () => pathsOfThisBuild('en');

export const sectionPaths = (section: (typeof SECTION_SHELLS)[number]) => pathsOfThisBuild(section);

type PathWithParams = { params: Record<string, string | number | undefined> };

/** The address of one path of a route: the pattern with its parameters filled in. */
export function pathOfPattern(routePattern: string, params: PathWithParams['params']): string {
  return routePattern
    .replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => String(params[name] ?? ''))
    .replace(/\/{2,}/g, '/');
}

/**
 * The paths of a route with parameters other than the shells' (`routePattern` as Astro names it, e.g.
 * `/nieuws/pagina/[page]`), computed in a scope of their own, so that each page depends on what they
 * read (their props may carry data), without those an incremental build leaves to the previous build.
 */
export async function pathsRenderedAgain<P extends PathWithParams>(
  routePattern: string,
  compute: () => Promise<P[]> | P[],
): Promise<P[]> {
  const recorder = buildContext().dependencies;
  const paths = recorder ? await recorder.named(pathsScope(routePattern), async () => compute()) : await compute();
  const skipped = await leftToPrevious();
  return withoutLeftToPrevious(paths, (path) => outputFileOf(pathOfPattern(routePattern, path.params)), skipped);
}
