/**
 * The site's CSS, apart from the first paint's (inline in the head, src/styles/critical.css), is one
 * cached file under /_astro/ that Astro links in the head, where it would hold back the first paint
 * until it arrives. The site moves that link to just before `<main>`: the browser paints the frame
 * above it with the inline CSS at once and holds back what follows the link (the main content and
 * the footer) until the file is there, so nothing shows unstyled or shifts, with or without JavaScript.
 */
import { Buffer } from 'node:buffer';
import type { PageBytes, PageEdit } from '#src/lib/page-edits.ts';

/** A stylesheet link Astro writes for the site's own CSS. */
const SITE_STYLESHEET = /<link rel="stylesheet" href="\/_astro\/[^"]+\.css"[\t\n\f\r ]*\/?>/g;
const MAIN_START = Buffer.from('<main');
/** What may follow `<main` in the main element's start tag (ASCII whitespace or its end). */
const AFTER_MAIN = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x3e]);

function mainStart(bytes: Buffer, from: number): number {
  for (let found = bytes.indexOf(MAIN_START, from); found !== -1; found = bytes.indexOf(MAIN_START, found + 1)) {
    const next = bytes[found + MAIN_START.length];
    if (next !== undefined && AFTER_MAIN.has(next)) return found;
  }
  return -1;
}

/** The site's stylesheet links cut from the head and put, in their order, just before `<main>`; none without either. */
export function siteStylesheetEdits({ bytes, headEnd }: PageBytes): PageEdit[] {
  // Latin-1 keeps one character per byte, so a match's index is its byte offset; the links are ASCII.
  const links = [...bytes.toString('latin1', 0, headEnd).matchAll(SITE_STYLESHEET)];
  if (links.length === 0) return [];
  const main = mainStart(bytes, headEnd);
  if (main === -1) return [];
  const moved = Buffer.from(links.map((link) => link[0]).join(''), 'latin1');
  return [...links.map((link) => ({ at: link.index, cut: link[0].length })), { at: main, cut: 0, insert: moved }];
}
