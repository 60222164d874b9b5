/**
 * The internal links a page leads to, for the discovery crawl: its header link, every `<a href>`
 * in its content, and every link inside its blocks' values. Images are not links.
 */
import { Parser } from 'htmlparser2';
import type { Page } from '#src/lib/contract/index.ts';
import { parseContent } from '#src/lib/content/parse-content.ts';

/** Keys whose values are images: their `url` is not a link. */
const IMAGE_KEYS = new Set(['image', 'Image', 'HeaderImage', 'Logo']);
/** Keys that hold HTML in block values. */
const HTML_KEYS = new Set(['html', 'text']);

export function anchorHrefs(html: string): string[] {
  const hrefs: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'a' && attributes['href']) hrefs.push(attributes['href']);
    },
  });
  parser.write(html);
  parser.end();
  return hrefs;
}

function linksInValue(value: unknown, into: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) linksInValue(item, into);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (IMAGE_KEYS.has(key)) continue;
    if ((key === 'url' || key === 'Url') && typeof inner === 'string') into.push(inner);
    else if (HTML_KEYS.has(key) && typeof inner === 'string') into.push(...anchorHrefs(inner));
    else linksInValue(inner, into);
  }
}

/**
 * A link as a site route: same-host absolute URLs become paths; query, hash and a trailing slash
 * are dropped; anything that is not a site path (mail, phone, other hosts) is null.
 */
export function routeOfLink(link: string, siteHosts: readonly string[]): string | null {
  let path = link.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) {
    try {
      const url = new URL(path.startsWith('//') ? `https:${path}` : path);
      if (!/^https?:$/.test(url.protocol) || !siteHosts.includes(url.host)) return null;
      path = url.pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith('/')) return null;
  const clean = path.split(/[?#]/)[0] ?? '';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

/** Every link of a page, as written (not yet turned into routes). */
export function pageLinks(page: Pick<Page, 'Content' | 'HeaderLink'>, route: string): string[] {
  const links: string[] = [];
  if (page.HeaderLink?.Url) links.push(page.HeaderLink.Url);
  if (page.Content) {
    links.push(...anchorHrefs(page.Content));
    for (const block of parseContent(page.Content, route).blocks) linksInValue(block.value, links);
  }
  return links;
}
