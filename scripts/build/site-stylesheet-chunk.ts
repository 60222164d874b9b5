/**
 * Every stylesheet and component style in one chunk, so that every page links the same one CSS file
 * (`/_astro/site-styles.<hash>.css`, served immutable): a visitor's later pages, whatever their type,
 * find it in the cache. The first paint's CSS is not in it: BaseLayout writes that inline.
 */
export function siteStylesheetChunk(moduleId: string): string | undefined {
  return /\.css$|[?&]type=style\b/.test(moduleId) ? 'site-styles' : undefined;
}
