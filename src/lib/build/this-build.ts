/**
 * The contexts of the pages of this build, from the run the command handed to Astro (the virtual
 * module `virtual:hospital/build-run`, scripts/build/build-run-module.ts): pages run from Vite's
 * bundles, which share no module with the command that started the build.
 *
 * - `buildContext()`: the build's own context, made on first use from the run, then the same for
 *   every route shell, page and endpoint of the build (one crawl).
 * - `requestContext()`: a context per request rendered on demand by the server (the preview). Its
 *   settings are the server's environment, read once when the first such request comes; the CMS
 *   defaults to the one the build read (`npm start` serves what it built from its embedded API).
 */
import { buildRun, builtFromContentApi } from 'virtual:hospital/build-run';
import { readConfig, withContentApi, type SiteConfig } from '#src/lib/build/config.ts';
import { contextOfRun, onDemandContext, type BuildContext } from '#src/lib/build/context.ts';

let current: BuildContext | undefined;
let onDemandConfig: SiteConfig | undefined;

export function buildContext(): BuildContext {
  if (!buildRun) throw new Error('No build run: pre-rendered pages are built by `npm run build` (scripts/build.ts).');
  current ??= contextOfRun(buildRun);
  return current;
}

export function requestContext(): BuildContext {
  if (!onDemandConfig) {
    const config = readConfig();
    onDemandConfig =
      config.contentApiUrl || !builtFromContentApi ? config : withContentApi(config, builtFromContentApi);
  }
  return onDemandContext(onDemandConfig);
}
