/**
 * HTML scanning shared by the build's media collection (collect-media-paths.ts) and the link check
 * (link-check.ts): the URLs of a `srcset`, and the JSON-LD structured data of a page.
 */

/** The URLs of a `srcset` or `imagesrcset` value (`a.jpg 1x, b.jpg 2x` -> `a.jpg`, `b.jpg`), without empty candidates. */
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
