/**
 * Where the site's content comes from for a command: the CMS named by CONTENT_API_URL, or else the
 * embedded content API, started here on a free port and stopped when the command is done.
 */
import { startEmbeddedContentApi } from '@ziekenhuis/content-api/embedded';
import { readConfig } from '#src/lib/build/config.ts';

export type ContentSource = { url: string; embedded: boolean; stop: () => Promise<void> };

export type EmbeddedOptions = {
  scale?: number;
  seed?: number;
  crisisBanner?: boolean;
  hostile?: boolean;
  mediaStore?: string;
};

export async function openContentSource(options: EmbeddedOptions = {}): Promise<ContentSource> {
  const configured = readConfig().contentApiUrl;
  if (configured) {
    console.log(`Content from ${configured}`);
    return { url: configured, embedded: false, stop: async () => {} };
  }
  const api = await startEmbeddedContentApi({ ...options, quiet: false });
  process.env['CONTENT_API_URL'] = api.url;
  // The embedded API gets a new port every run; its answers are cached under one name.
  process.env['CONTENT_API_CACHE_NAMESPACE'] ??=
    `embedded-scale-${options.scale ?? 1}-seed-${options.seed ?? 1}${options.hostile ? '-hostile' : ''}`;
  console.log(`Content from the embedded content API at ${api.url}`);
  return {
    url: api.url,
    embedded: true,
    stop: async () => {
      await api.stop();
      delete process.env['CONTENT_API_URL'];
    },
  };
}

/**
 * The content source and the site builder (scripts/lib/build-site.ts, which imports Astro), started
 * together: Astro loads while the embedded content API starts, two processes on two cores.
 */
export async function openContentSourceAndBuilder(
  options: EmbeddedOptions = {},
): Promise<{ source: ContentSource; buildSite: (outDir?: string) => Promise<void> }> {
  const [source, { buildSite }] = await Promise.all([openContentSource(options), import('./build-site.ts')]);
  return { source, buildSite };
}
