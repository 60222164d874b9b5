import { Parser } from 'htmlparser2';
import { cmsDocumentPath } from '#src/lib/content/documents.ts';
import { jsonLdScripts, srcsetUrls, writeWithoutStyleText } from './html-refs.ts';

const MEDIA_PREFIX = '/media/';
const URL_ATTRIBUTES = new Set(['src', 'href', 'poster', 'content', 'data-src']);

export type CollectOptions = {
  /**
   * The site's own origins (`https://www.example.nl`): absolute `/media/` URLs on them count too (JSON-LD names images
   * absolutely).
   */
  siteOrigins?: readonly string[];
};

/** Every string inside a JSON value. */
function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/**
 * Every site-relative `/media/...` path an HTML document refers to (src, srcset, href, meta
 * content), every release copy of a CMS document it links to (`/documenten/...`:
 * src/lib/content/documents.ts), and the `/media/` images that its JSON-LD structured data names
 * on the site's origins.
 */
export function collectMediaPaths(
  html: string,
  into: Set<string> = new Set(),
  options: CollectOptions = {},
): Set<string> {
  const origins = new Set((options.siteOrigins ?? []).map((origin) => new URL(origin).origin));
  const add = (value: string) => {
    const trimmed = value.trim();
    const pathname = trimmed.split(/[?#]/)[0] ?? trimmed;
    if (pathname.startsWith(MEDIA_PREFIX) || cmsDocumentPath(pathname) !== null) into.add(pathname);
  };
  const addAbsolute = (value: string) => {
    if (value.startsWith(MEDIA_PREFIX)) return add(value);
    if (!URL.canParse(value)) return;
    const url = new URL(value);
    if (origins.has(url.origin) && url.pathname.startsWith(MEDIA_PREFIX)) into.add(url.pathname);
  };
  // JSON-LD that is not JSON: nothing to collect.
  const jsonLd = jsonLdScripts((data) => {
    for (const value of stringsIn(data)) addAbsolute(value);
  });
  const parser = new Parser({
    onopentag(name, attributes) {
      jsonLd.onopentag(name, attributes);
      for (const [attribute, value] of Object.entries(attributes)) {
        if (attribute === 'srcset' || attribute === 'imagesrcset') {
          for (const url of srcsetUrls(value)) add(url);
        } else if (URL_ATTRIBUTES.has(attribute)) {
          add(value);
        }
      }
    },
    ontext: jsonLd.ontext,
    onclosetag: jsonLd.onclosetag,
  });
  // Style text names no media (the site's own CSS); leaving it out spares the tokenizer most of a page.
  writeWithoutStyleText(html, (piece) => parser.write(piece));
  parser.end();
  return into;
}
