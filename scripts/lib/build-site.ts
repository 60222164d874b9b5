import path from 'node:path';
import { build } from 'astro';
import { createContentClient } from '#src/lib/api/content-client.ts';
import { contentClientOptions, readConfig } from '#src/lib/build/config.ts';
import { prepareCmsRedirects } from '../build/cms-redirects.ts';

/**
 * The steps before Astro reads its config (build and dev): the CMS redirects are fetched, checked
 * and written to redirects.generated.json (scripts/build/cms-redirects.ts). CONTENT_API_URL must be set.
 */
export async function prepareSiteConfig(): Promise<void> {
  await prepareCmsRedirects({ client: createContentClient(contentClientOptions()), file: readConfig().redirectsFile });
}

/** Runs Astro's build in this process (CONTENT_API_URL must be set). */
export async function buildSite(outDir?: string): Promise<void> {
  process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';
  await prepareSiteConfig();
  await build({
    root: process.cwd(),
    ...(outDir ? { outDir: path.resolve(outDir) } : {}),
  });
}
