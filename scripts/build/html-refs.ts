/**
 * HTML scanning shared by the build's media collection (collect-media-paths.ts) and the link check
 * (link-check.ts): the URLs of a `srcset`, and the JSON-LD structured data of a page.
 */

/**
 * The URLs of a `srcset` or `imagesrcset` value (`a.jpg 1x, b.jpg 2x` -> `a.jpg`, `b.jpg`), without empty candidates.
 */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** The parser events `jsonLdScripts` listens to (htmlparser2's handler methods of the same names). */
export type JsonLdScripts = {
  onopentag(name: string, attributes: Record<string, string>): void;
  ontext(text: string): void;
  onclosetag(name: string): void;
};

/**
 * Hands the parsed value of every `<script type="application/ld+json">` to `onValue`; a script
 * that is not JSON is skipped. Call its methods from the parser's handler of the same name.
 */
export function jsonLdScripts(onValue: (value: unknown) => void): JsonLdScripts {
  let chunks: string[] | null = null;
  return {
    onopentag(name, attributes) {
      if (name === 'script' && attributes['type'] === 'application/ld+json') chunks = [];
    },
    ontext(text) {
      chunks?.push(text);
    },
    onclosetag(name) {
      if (name !== 'script' || !chunks) return;
      const text = chunks.join('');
      chunks = null;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return;
      }
      onValue(value);
    },
  };
}

/** Built pages the steps after the build read at the same time (their parsing is one at a time; the reads overlap). */
export const PAGES_READ_AT_ONCE = 16;

/**
 * Hands `write` the HTML without the text of its `<style>` elements (the elements stay, empty), in
 * pieces, for a streaming HTML parser. The build inlines its first-paint CSS into every page, and a
 * tokenizer walks that CSS character by character; the steps after the build that look only at
 * tags (media paths, CSP metas) skip it. Script text and comments are kept as they are, so a
 * `<style` inside them is not taken for a tag; a style element ends at its first `</style`, as
 * HTML has it.
 */
export function writeWithoutStyleText(html: string, write: (piece: string) => void): void {
  const open = /<!--|<(style|script)\b[^>]*>/gi;
  const closers = { style: /<\/style[\s/>]/gi, script: /<\/script[\s/>]/gi, comment: /-->/g };
  let kept = 0;
  for (let match = open.exec(html); match; match = open.exec(html)) {
    const after = match.index + match[0].length;
    const element = match[1]?.toLowerCase();
    const end = element === 'style' ? closers.style : element === 'script' ? closers.script : closers.comment;
    end.lastIndex = after;
    const close = end.exec(html);
    if (element === 'style') {
      write(html.slice(kept, after));
      kept = close ? close.index : html.length;
    }
    open.lastIndex = close ? close.index + close[0].length : html.length;
  }
  write(html.slice(kept));
}
