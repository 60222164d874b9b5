/** The news-teaser block: the news items asked for by slug; spec 5 says a warning is logged when fewer come back. */
import type { NewsSlugEntry } from '#src/lib/contract/lists.ts';

/** The slugs the CMS did not answer for (compared lower-cased, as the call sends them). */
export function missingNewsSlugs(asked: readonly string[], found: readonly NewsSlugEntry[]): string[] {
  const have = new Set(found.map((entry) => entry.Slug.toLowerCase()));
  return [...new Set(asked.map((slug) => slug.toLowerCase()))].filter((slug) => !have.has(slug));
}

export function newsCountDiffers(asked: readonly string[], found: readonly NewsSlugEntry[]): boolean {
  return new Set(asked.map((slug) => slug.toLowerCase())).size !== found.length;
}
