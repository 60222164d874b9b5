import path from 'node:path';
import { build } from 'astro';

/** Runs Astro's build in this process (CONTENT_API_URL must be set). */
export async function buildSite(outDir?: string): Promise<void> {
  process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';
  await build({
    root: process.cwd(),
    ...(outDir ? { outDir: path.resolve(outDir) } : {}),
  });
}
