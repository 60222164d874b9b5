/**
 * What the A to Z overviews' loaders share: each list is loaded once per build context, and the page
 * and its static JSON (src/pages/data/*.json.ts) share it. A list the CMS cannot deliver is reported
 * and the overview is built empty ('Geen ... gevonden'); the build goes on. An entry whose page the
 * build does not have keeps its name as plain text instead of a link to a missing page.
 */
import type { BuildContext } from '#src/lib/build/context.ts';
import { normalisePath } from '#src/lib/routing/routes.ts';

/** Whether the build has a page at this site path. */
export async function builtRoute(ctx: BuildContext): Promise<(route: string) => boolean> {
  const nodes = (await ctx.siteGraph())?.nodes;
  return (route) => nodes?.has(normalisePath(route) || '/') ?? true;
}

export function reportFailure(ctx: BuildContext, overview: string, call: string, status: number): void {
  ctx.report.add(
    'overview data',
    `${overview}: ${call} could not be loaded (${status}); the overview is built without it`,
  );
}
