import type { DatabaseSync } from 'node:sqlite';
import { text } from './rows.ts';

/**
 * A canonical text dump of every table (schema and rows in rowid order). Two datasets are the
 * same exactly when their dumps are equal; the determinism test compares these.
 */
export function dumpTables(db: DatabaseSync): string {
  const tables = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
    .all();
  const lines: string[] = [];
  for (const table of tables) {
    const name = text(table, 'name');
    lines.push(`-- ${text(table, 'sql')}`);
    for (const row of db.prepare(`SELECT * FROM "${name.replaceAll('"', '""')}" ORDER BY rowid`).all()) {
      lines.push(JSON.stringify(row, (_key, value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value)));
    }
  }
  return `${lines.join('\n')}\n`;
}
