/**
 * Edits to a page's bytes, made in one pass (src/lib/finished-page.ts): each says what it cuts out and
 * what it puts in, at a place in the page as it came, so several touches copy the page once.
 */
import { Buffer } from 'node:buffer';

/** At byte `at` of the page, `cut` bytes left out and `insert` put in their place. */
export type PageEdit = { at: number; cut: number; insert?: Buffer };

/** A page's bytes and where its head ends (`</head>`), which every touch works from. */
export type PageBytes = { bytes: Buffer; headEnd: number };

/** The page with the edits made (none overlapping; at one place, in the order given). */
export function withEdits(page: Buffer, edits: readonly PageEdit[]): Uint8Array<ArrayBuffer> {
  const ordered = edits
    .map((edit, order) => ({ edit, order }))
    .sort((a, b) => a.edit.at - b.edit.at || a.order - b.order);
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const { edit } of ordered) {
    parts.push(page.subarray(from, edit.at));
    if (edit.insert) parts.push(edit.insert);
    from = edit.at + edit.cut;
  }
  parts.push(page.subarray(from));
  const edited = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    edited.set(part, at);
    at += part.length;
  }
  return edited;
}
