import path from 'node:path';
import { build } from 'astro';
import { CALL_FAILED, createContentClient } from '#src/lib/api/content-client.ts';
import { contentClientOptions, readConfig } from '#src/lib/build/config.ts';
import type { ContentProblem } from '#src/lib/build/report.ts';
import { prepareCmsRedirects } from '../build/cms-redirects.ts';
import { failedCallsError } from '../build/site-report.ts';

/**
 * The steps before Astro reads its config (build and dev): the CMS redirects are fetched, checked
 * and written to redirects.generated.json (scripts/build/cms-redirects.ts). CONTENT_API_URL must be set.
 * Returns the content problems met on the way (printed as they come); a build fails on a failed call.
 */
export async function prepareSiteConfig(): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const onProblem = (kind: string, message: string) => {
    problems.push({ kind, message });
    console.warn(`[content] ${kind}: ${message}`);
  };
  await prepareCmsRedirects({
    client: createContentClient({ ...contentClientOptions(), onProblem }),
    file: readConfig().redirectsFile,
  });
  return problems;
}

/**
 * Runs Astro's build in this process (CONTENT_API_URL must be set). It fails when a call to the CMS
 * failed for good (DESIGN.md "Never partial"): here for the redirects, else at the end of Astro's
 * build (scripts/build/site-report.ts).
 */
export async function buildSite(outDir?: string): Promise<void> {
  process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';
  const failed = failedCallsError((await prepareSiteConfig()).filter((problem) => problem.kind === CALL_FAILED));
  if (failed) throw failed;
  await build({
    root: process.cwd(),
    ...(outDir ? { outDir: path.resolve(outDir) } : {}),
  });
}
