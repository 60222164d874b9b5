/**
 * Astro writes the display rule of its island elements as a `<style>` just before the first island
 * of a page, so in the body, where the HTML standard allows no `<style>` (withastro/astro#10308).
 * The site moves it into the head, once, unchanged: its hash is already in the page's
 * Content Security Policy (Astro adds it whenever a UI framework is installed).
 */
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

/** Astro's island rule as it writes it into a page. */
export const ISLAND_STYLE = `<style>${ISLAND_STYLES}</style>`;

const HEAD_END = '</head>';

/** The page with Astro's island rule in its head instead of its body; unchanged when the body has none. */
export function islandStyleInHead(html: string): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd === -1) return html;
  const body = html.slice(headEnd);
  if (!body.includes(ISLAND_STYLE)) return html;
  const head = html.slice(0, headEnd);
  const headHasIt = head.includes(ISLAND_STYLE);
  return `${head}${headHasIt ? '' : ISLAND_STYLE}${body.split(ISLAND_STYLE).join('')}`;
}
