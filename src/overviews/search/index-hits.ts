/**
 * A result of the release's own search index as the hit the search page shows: kept apart from
 * release-index.ts because it needs the one URL policy (and its HTML entity tables), which the empty
 * search page does not load. The island loads it with its first search (the contract's schemas check
 * the CMS's URLs with it) or with the index's loader (release-index-browser.ts), on its first fallback.
 */
import type { SearchHit } from '#src/lib/contract/search.ts';
import { safeCmsUrl } from '#src/lib/security/url-policy.ts';
import type { IndexResultData } from '#src/overviews/search/release-index.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** Pagefind's excerpt is HTML (its own `<mark>`s, escaped text): the hit shows text and marks the query itself. */
export function excerptText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A result of the index as a hit: its page title and description (the excerpt when the page has
 * none), the address through the one URL policy, and `label` for every hit (the index does not know
 * the CMS's content types). No image or date: the index keeps neither, so the hit shows its icon.
 */
export function hitFromIndexResult(data: IndexResultData, label: string): SearchHit {
  const title = data.meta.title?.trim() || excerptText(data.excerpt) || data.url;
  const description = data.meta.description?.trim() || excerptText(data.excerpt) || null;
  return {
    label,
    title,
    description,
    image: null,
    url: safeCmsUrl(data.url),
    publishingDate: null,
    eventDate: null,
    departmentTitle: null,
  };
}
