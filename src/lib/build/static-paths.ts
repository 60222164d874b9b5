/**
 * getStaticPaths of the route shells under src/pages: the paths each shell builds
 * (src/lib/build/shells.ts) from this build's site graph.
 */
import { buildContext } from '#src/lib/build/this-build.ts';
import { shellPaths, type SECTION_SHELLS, type Shell } from '#src/lib/build/shells.ts';

async function pathsOfThisBuild(shell: Shell) {
  const graph = await buildContext().siteGraph();
  if (!graph) throw new Error('The static build needs the site graph');
  return shellPaths(graph, shell);
}

/** Dutch pages outside every section: general pages one to three levels deep. */
export const rootPaths = () => pathsOfThisBuild('root');

/** English pages (general pages under /en). */
export const englishPaths = () => pathsOfThisBuild('en');

export const sectionPaths = (section: (typeof SECTION_SHELLS)[number]) => pathsOfThisBuild(section);
