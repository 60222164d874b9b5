/**
 * getStaticPaths of the route shells under src/pages: the paths each shell builds
 * (src/lib/build/shells.ts) from this build's site graph. An incremental build leaves out the pages
 * its plan leaves to the previous build (src/lib/build/incremental-plan.ts).
 */
import { buildRun } from 'virtual:hospital/build-run';
import { outputFileOf } from '#src/lib/build/dependencies.ts';
import { makeIncrementalPlan } from '#src/lib/build/incremental-plan.ts';
import { buildContext } from '#src/lib/build/this-build.ts';
import { SHELLS, shellPaths, type SECTION_SHELLS, type Shell } from '#src/lib/build/shells.ts';

async function pathsOfThisBuild(shell: Shell) {
  const ctx = buildContext();
  const graph = await ctx.siteGraph();
  if (!graph) throw new Error('The static build needs the site graph');
  const paths = shellPaths(graph, shell);
  const source = buildRun?.incremental;
  if (!buildRun || !source) return paths;
  const run = buildRun;
  const plan = await ctx.once('incremental plan', () =>
    makeIncrementalPlan(
      ctx,
      source,
      SHELLS.flatMap((each) => shellPaths(graph, each).map(({ props }) => props.node)),
      run.files.incrementalPlan,
    ),
  );
  const skipped = new Set(plan.skip);
  return paths.filter(({ props }) => !skipped.has(outputFileOf(props.node.route)));
}

/** Dutch pages outside every section: general pages one to three levels deep. */
export const rootPaths = () => pathsOfThisBuild('root');

/** English pages (general pages under /en). */
export const englishPaths = () => pathsOfThisBuild('en');

export const sectionPaths = (section: (typeof SECTION_SHELLS)[number]) => pathsOfThisBuild(section);
