import { Parser } from 'htmlparser2';

/** The `href` of every `<a>` in an HTML fragment, as written. */
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

export const linkUrls = (links: ReadonlyArray<{ url: string }>): string[] => links.map((link) => link.url);
