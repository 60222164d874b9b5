import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { finishedPage } from '#src/lib/finished-page.ts';
import { ISLAND_STYLE } from '#src/lib/island-style.ts';

/** The page as the middleware finishes it, as text (it works on the bytes). */
const islandStyleInHead = (html: string): string =>
  Buffer.from(finishedPage(new TextEncoder().encode(html))).toString('utf8');

const page = (head: string, body: string): string =>
  `<!DOCTYPE html><html lang="nl"><head><title>t</title>${head}</head><body>${body}</body></html>`;
const island = '<astro-island uid="1"></astro-island>';

describe('islandStyleInHead', () => {
  it('moves the rule Astro writes before the first island to the end of the head', () => {
    expect(islandStyleInHead(page('', `<main><h1>x</h1>${ISLAND_STYLE}<script>1</script>${island}</main>`))).toBe(
      page(ISLAND_STYLE, `<main><h1>x</h1><script>1</script>${island}</main>`),
    );
  });

  it('writes it once when Astro wrote it more than once (islands in separately rendered slots)', () => {
    const moved = islandStyleInHead(page('', `${ISLAND_STYLE}${island}<div>${ISLAND_STYLE}${island}</div>`));
    expect(moved).toBe(page(ISLAND_STYLE, `${island}<div>${island}</div>`));
  });

  it('only removes it from the body when the head already has it', () => {
    expect(islandStyleInHead(page(ISLAND_STYLE, `${ISLAND_STYLE}${island}`))).toBe(page(ISLAND_STYLE, island));
  });

  it('leaves a page without islands, and one without a head end, as it is', () => {
    const plain = page('<style>p{color:red}</style>', '<p>tekst</p>');
    expect(islandStyleInHead(plain)).toBe(plain);
    const fragment = `<p>x</p>${ISLAND_STYLE}`;
    expect(islandStyleInHead(fragment)).toBe(fragment);
  });

  it('keeps the rule byte for byte, the text whose hash Astro puts in the page policy', () => {
    const moved = islandStyleInHead(page('', `${ISLAND_STYLE}${island}`));
    expect(moved.match(/<style>([^<]*)<\/style>/)?.[1]).toBe(ISLAND_STYLES);
  });
});
