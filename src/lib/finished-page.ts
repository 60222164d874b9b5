/**
 * The middleware's last touches to a page's HTML, made on the bytes Astro wrote, in one pass: the
 * page is neither decoded nor encoded again and is copied once (for every page of a build). The
 * marks the touches look for are ASCII, so they are found in the UTF-8 as they are.
 */
import { Buffer } from 'node:buffer';
import { islandStyleEdits } from '#src/lib/island-style.ts';
import { withEdits } from '#src/lib/page-edits.ts';
import { siteStylesheetEdits } from '#src/lib/site-stylesheet.ts';

const HEAD_END = Buffer.from('</head>');

/**
 * The page as it leaves: Astro's island rule in its head, not its body, and the site's stylesheet
 * just before its main content, not in its head; the same bytes when neither applies or it has no head end.
 */
export function finishedPage(page: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const headEnd = bytes.indexOf(HEAD_END);
  if (headEnd === -1) return page;
  const edits = [...islandStyleEdits({ bytes, headEnd }), ...siteStylesheetEdits({ bytes, headEnd })];
  return edits.length === 0 ? page : withEdits(bytes, edits);
}
