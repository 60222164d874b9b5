import type { DatabaseSync } from 'node:sqlite';
import { text } from './rows.ts';

/**
 * A canonical text dump of every table (schema and rows in rowid order). Two datasets are the
 * same exactly when their dumps are equal; the determinism test compares these. Virtual tables
 * (full-text search) are dumped through their shadow tables, which hold their data.
 */
export function dumpTables(db: DatabaseSync): string {
  const tables = db
    .prepare(
      `SELECT name, sql FROM sqlite_master
       WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'
       ORDER BY name`,
    )
    .all();
  const lines: string[] = [];
  for (const table of tables) {
    const name = text(table, 'name');
    lines.push(`-- ${text(table, 'sql')}`);
    const withoutRowid = /WITHOUT ROWID/i.test(text(table, 'sql'));
    const order = withoutRowid ? '1' : 'rowid';
    for (const row of db.prepare(`SELECT * FROM "${name.replaceAll('"', '""')}" ORDER BY ${order}`).all()) {
      lines.push(
        JSON.stringify(row, (_key, value: unknown) =>
          value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value,
        ),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
