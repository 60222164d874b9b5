/**
 * The plan of an incremental build, made once when the first route shell asks for its paths (after
 * the crawl, on its warm memo): every call the previous build recorded is asked again (conditionally:
 * the content client's disk cache has the ETags), the answers are hashed and compared, the site
 * graph's routes are compared, and each page a shell builds is rendered again or left to the previous
 * build. The plan is written to the run folder for the assembly after the build
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
  render: string[];
  skip: string[];
};

/** Pages the shells build: every graph node but the home pages and /wachttijden, which have shells of their own. */
export type ShellPage = { route: string };

export async function makeIncrementalPlan(
  ctx: BuildContext,
  source: IncrementalSource,
  shellPages: readonly ShellPage[],
  planFile: string,
): Promise<IncrementalPlan> {
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
  const { render, skip } = renderPlan(
    shellPages.map((page) => outputFileOf(page.route)),
    previous,
    {
      changedCalls: changed,
      routes,
      deadRoutes,
      forcedFiles: new Set(source.changedRoutes.map(outputFileOf)),
    },
  );
  const plan: IncrementalPlan = {
    changedCalls: [...changed].sort(),
    callHashes: Object.fromEntries(hashes),
    routes,
    deadRoutes,
    render,
    skip,
  };
  await writeFile(planFile, JSON.stringify(plan));
  return plan;
}
