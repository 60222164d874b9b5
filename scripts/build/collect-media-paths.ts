import { Parser } from 'htmlparser2';

const MEDIA_PREFIX = '/media/';
const URL_ATTRIBUTES = new Set(['src', 'href', 'poster', 'content', 'data-src']);

/** Every site-relative `/media/...` path an HTML document refers to (src, srcset, href, meta content). */
export function collectMediaPaths(html: string, into: Set<string> = new Set()): Set<string> {
  const add = (value: string) => {
    const trimmed = value.trim();
    if (trimmed.startsWith(MEDIA_PREFIX)) into.add(trimmed.split(/[?#]/)[0] ?? trimmed);
  };
  const parser = new Parser({
    onopentag(_name, attributes) {
      for (const [name, value] of Object.entries(attributes)) {
        if (name === 'srcset' || name === 'imagesrcset') {
          for (const candidate of value.split(',')) add(candidate.trim().split(/\s+/)[0] ?? '');
        } else if (URL_ATTRIBUTES.has(name)) {
          add(value);
        }
      }
    },
  });
  parser.write(html);
  parser.end();
  return into;
}
