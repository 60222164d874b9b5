/**
 * The contexts of the pages of this build, from the run the command handed to Astro (the virtual
 * module `virtual:hospital/build-run`, scripts/build/build-run-module.ts): pages run from Vite's
 * bundles, which share no module with the command that started the build.
 *
 * - `buildContext()`: the build's own context, made on first use from the run, then the same for
 *   every route shell, page and endpoint of the build (one crawl).
 * - `requestContext(servedCms, answered, releaseFrames)`: a context per request rendered on demand by the
 *   server (the preview, a served search), whose CMS calls are let go once `answered` is aborted; with
 *   `releaseFrames` (the origin gives them for a served search) it frames the page as the release was. Its settings
 *   are the server's environment, read once when the first such request comes; the CMS is the one
 *   the serving server names, else the environment's, else the one the build read (onDemandSettings).
 *
 * - `thisBuildRun()`: the run as the build was asked (src/lib/build/asked-build.ts: the routes a publish
 *   named, which a build prepared ahead learns after it has bundled).
 *
 * These three memos are the build's only module state: one run and one context per build, one reading
 * of the server's environment.
 */
import { buildRun, builtFromContentApi } from 'virtual:hospital/build-run';
import { asAsked } from '#src/lib/build/asked-build.ts';
import type { BuildRun } from '#src/lib/build/run.ts';
import { onDemandSettings, readConfig, type SiteConfig } from '#src/lib/build/config.ts';
import { contextOfRun, onDemandContext, type BuildContext } from '#src/lib/build/context.ts';
import type { ReleaseFrames } from '#src/lib/models/release-frame.ts';

let run: BuildRun | null | undefined;
let current: BuildContext | undefined;
let serverConfig: SiteConfig | undefined;

/** This build's run as it was asked; null outside a build (the server's on-demand routes). */
export function thisBuildRun(): BuildRun | null {
  if (run === undefined) run = buildRun ? asAsked(buildRun) : null;
  return run;
}

export function buildContext(): BuildContext {
  const asked = thisBuildRun();
  if (!asked) throw new Error('No build run: pre-rendered pages are built by `npm run build` (scripts/build.ts).');
  current ??= contextOfRun(asked);
  return current;
}

export function requestContext(
  servedCms: string | undefined,
  answered: AbortSignal,
  releaseFrames?: () => Promise<ReleaseFrames | null>,
): BuildContext {
  serverConfig ??= readConfig();
  return onDemandContext(
    onDemandSettings(serverConfig, { served: servedCms, built: builtFromContentApi }),
    answered,
    releaseFrames,
  );
}
