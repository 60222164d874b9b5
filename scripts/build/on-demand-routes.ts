/**
 * Which addresses a release renders on demand: the build writes the patterns of its routes that are
 * not pre-rendered (the preview, the served search, Astro's own such as `/_image`) to
 * `server/on-demand-routes.json`, and the origin reads them (scripts/origin/site-server.ts). An
 * address that is no file of the release and matches none of them is not found, whatever the
 * release's server would do: the origin answers it with the not-found page itself, as a static host
 * answers an unknown address with its `404.html`, instead of passing it over to the release's server
 * thread. An address that matches one, a method other than GET and HEAD, and every address of a
 * release without the file (or with one that cannot be read) still go to the release's server.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, IntegrationResolvedRoute } from 'astro';
import { z } from 'zod';

/** The file in a release's `server/` folder. */
export const ON_DEMAND_ROUTES_FILE = 'on-demand-routes.json';

const onDemandRoutesSchema = z.object({
  routes: z.array(z.object({ pattern: z.string(), regex: z.string(), flags: z.string() })),
});

export type OnDemandRoutes = z.infer<typeof onDemandRoutesSchema>;

/** The routes of a build that are rendered on demand, as the file keeps them. */
export function onDemandRoutesOf(routes: readonly IntegrationResolvedRoute[]): OnDemandRoutes {
  return {
    routes: routes
      .filter((route) => !route.isPrerendered)
      .map((route) => ({ pattern: route.pattern, regex: route.patternRegex.source, flags: route.patternRegex.flags }))
      .sort((a, b) => (a.pattern < b.pattern ? -1 : a.pattern > b.pattern ? 1 : 0)),
  };
}

/** The integration: keeps the routes Astro resolved, and writes those rendered on demand into `server/`. */
export function onDemandRoutesFile(): AstroIntegration {
  let resolved: readonly IntegrationResolvedRoute[] = [];
  let serverDir: string | null = null;
  return {
    name: 'hospital:on-demand-routes',
    hooks: {
      'astro:routes:resolved': ({ routes }) => {
        resolved = routes;
      },
      'astro:config:done': ({ config }) => {
        serverDir = fileURLToPath(config.build.server);
      },
      'astro:build:done': async () => {
        if (!serverDir) return;
        await writeFile(path.join(serverDir, ON_DEMAND_ROUTES_FILE), `${JSON.stringify(onDemandRoutesOf(resolved))}\n`);
      },
    },
  };
}

/** A release's on-demand routes as expressions; null when its server folder has no readable file of them. */
export async function readOnDemandRoutes(serverDir: string): Promise<RegExp[] | null> {
  try {
    const file = onDemandRoutesSchema.parse(
      JSON.parse(await readFile(path.join(serverDir, ON_DEMAND_ROUTES_FILE), 'utf8')),
    );
    return file.routes.map((route) => new RegExp(route.regex, route.flags));
  } catch {
    return null;
  }
}

/**
 * Whether an address may be one of the routes: its path as sent, or decoded (as Astro matches it),
 * matches one. An address whose path cannot be decoded is tried as sent only.
 */
export function mayBeOnDemand(routes: readonly RegExp[], pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // Not decodable: as sent.
  }
  return routes.some((route) => route.test(pathname) || route.test(decoded));
}
