import type { DatabaseSync } from 'node:sqlite';
import { text } from '../db/rows.ts';

/** The dataset's "today" in epoch milliseconds (dataset_meta referenceDate; the clock when absent). */
export function referenceMs(db: DatabaseSync): number {
  const row = db.prepare(`SELECT value FROM dataset_meta WHERE key = 'referenceDate'`).get();
  const ms = row ? Date.parse(text(row, 'value')) : Number.NaN;
  return Number.isNaN(ms) ? Date.now() : ms;
}
