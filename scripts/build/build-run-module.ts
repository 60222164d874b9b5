/**
 * Hands the build run to the pages: Astro renders them from Vite's bundles, which share no module
 * with the command that started the build, so the run's settings are given to them as the virtual
 * module `virtual:hospital/build-run` (as Starlight gives its config as `virtual:starlight/user-config`),
 * read by src/lib/build/this-build.ts.
 *
 * Pre-rendered pages (Vite's `prerender` environment) and `astro dev` get the whole run. The
 * server's on-demand routes (the `ssr` bundle in dist/server) get only the CMS the build read: they
 * take their settings from the server's environment, and the bundle holds no path or cache of
 * the machine that built it.
 */
import type { AstroIntegration } from 'astro';
import type { BuildRun } from '#src/lib/build/run.ts';

const MODULE_ID = 'virtual:hospital/build-run';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The run as pages may see it: the origin's webhook secret stays with the origin, out of every bundle. */
function runForPages(run: BuildRun): BuildRun {
  return { ...run, config: { ...run.config, origin: { ...run.config.origin, webhookSecret: null } } };
}

/** The module's source for one Vite environment. */
export function buildRunModuleSource(run: BuildRun, withRun: boolean): string {
  return [
    `export const buildRun = ${JSON.stringify(withRun ? runForPages(run) : null)};`,
    `export const builtFromContentApi = ${JSON.stringify(run.config.contentApiUrl ?? null)};`,
  ].join('\n');
}

export function buildRunModule(run: BuildRun): AstroIntegration {
  return {
    name: 'hospital:build-run',
    hooks: {
      'astro:config:setup': ({ updateConfig, command }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'hospital:build-run',
                resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
                load(id) {
                  if (id !== RESOLVED_ID) return undefined;
                  return buildRunModuleSource(run, command === 'dev' || this.environment.name === 'prerender');
                },
              },
            ],
          },
        });
      },
    },
  };
}
