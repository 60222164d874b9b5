/**
 * Astro writes the display rule of its island elements as a `<style>` just before the first island
 * of a page, so in the body, where the HTML standard allows no `<style>` (withastro/astro#10308).
 * The site moves it into the head, once, unchanged: its hash is already in the page's
 * Content Security Policy (Astro adds it whenever a UI framework is installed).
 */
import { Buffer } from 'node:buffer';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import type { PageBytes, PageEdit } from '#src/lib/page-edits.ts';

/** Astro's island rule as it writes it into a page. */
export const ISLAND_STYLE = `<style>${ISLAND_STYLES}</style>`;

const ISLAND_STYLE_BYTES = Buffer.from(ISLAND_STYLE);

/** Every copy of the island rule in the body cut out, and one put at the end of the head unless it has one; none without a copy in the body. */
export function islandStyleEdits({ bytes, headEnd }: PageBytes): PageEdit[] {
  const edits: PageEdit[] = [];
  for (let found = bytes.indexOf(ISLAND_STYLE_BYTES, headEnd); found !== -1;) {
    edits.push({ at: found, cut: ISLAND_STYLE_BYTES.length });
    found = bytes.indexOf(ISLAND_STYLE_BYTES, found + ISLAND_STYLE_BYTES.length);
  }
  if (edits.length === 0) return edits;
  const headHasIt = bytes.subarray(0, headEnd).includes(ISLAND_STYLE_BYTES);
  return headHasIt ? edits : [{ at: headEnd, cut: 0, insert: ISLAND_STYLE_BYTES }, ...edits];
}
