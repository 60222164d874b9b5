/**
 * The plan of an incremental build, made once when the first route shell asks for its paths (after
 * the crawl, on its warm memo): every call the previous build recorded is asked again (conditionally:
 * the content client's disk cache has the ETags), the answers are hashed and compared, the site
 * graph's routes are compared, and each file the previous build rendered is rendered again or left
 * to it. The plan is written to the run folder for the assembly after the build
 * (scripts/build/incremental-assembly.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { answerHash, outputFileOf } from '#src/lib/build/dependencies.ts';
import { changedCalls, renderPlan, type DependencyRecord } from '#src/lib/build/affected.ts';
import type { BuildContext } from '#src/lib/build/context.ts';
import type { IncrementalSource } from '#src/lib/build/run.ts';

/** The plan file: what changed, what is rendered, and what the previous build's files stand for. */
export type IncrementalPlan = {
  changedCalls: string[];
  /** The current hash of every call the previous build recorded. */
  callHashes: Record<string, string>;
  routes: string[];
  deadRoutes: string[];
  /** Files of the previous build that this build renders again (when its routes still make them). */
  render: string[];
  /** Files of the previous build left to it: a route that makes one skips it, and the previous file is shared. */
  skip: string[];
};

export async function makeIncrementalPlan(
  ctx: BuildContext,
  source: IncrementalSource,
  planFile: string,
): Promise<IncrementalPlan> {
  const started = performance.now();
  const previous = JSON.parse(await readFile(source.previousRecord, 'utf8')) as DependencyRecord;
  const graph = await ctx.siteGraph();
  if (!graph) throw new Error('An incremental build needs the site graph');
  const hashes = new Map(
    await Promise.all(
      Object.keys(previous.calls).map(async (key) => [key, answerHash(await ctx.content.answerOf(key))] as const),
    ),
  );
  const changed = changedCalls(previous, hashes);
  const routes = [...graph.nodes.keys()].sort();
  const deadRoutes = [...new Set(graph.deadLinks.map((link) => link.link))].sort();
  const { render, skip } = renderPlan(Object.keys(previous.files), previous, {
    changedCalls: changed,
    routes,
    deadRoutes,
    forcedFiles: new Set(source.changedRoutes.map(outputFileOf)),
  });
  const plan: IncrementalPlan = {
    changedCalls: [...changed].sort(),
    callHashes: Object.fromEntries(hashes),
    routes,
    deadRoutes,
    render,
    skip,
  };
  await writeFile(planFile, JSON.stringify(plan));
  console.log(
    `[incremental] ${hashes.size} calls asked again, ${changed.size} changed; ${render.length} of ${render.length + skip.length} files of the previous build to render again, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return plan;
}
