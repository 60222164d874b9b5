import { DatabaseSync } from 'node:sqlite';
import { SCHEMA_SQL } from './schema.ts';

/** Opens the dataset database: in memory unless a file is given. */
export function openDatabase(file?: string): DatabaseSync {
  return new DatabaseSync(file ?? ':memory:');
}

/**
 * Drops every table, index, view and trigger, then creates the schema afresh. Virtual tables go
 * first (vocabulary tables before the full-text tables they read), so that their shadow tables are
 * dropped with them and never on their own.
 */
export function resetSchema(db: DatabaseSync): void {
  const objects = db
    .prepare(
      `SELECT type, name, coalesce(sql, '') AS sql FROM sqlite_master
       WHERE name NOT LIKE 'sqlite_%' AND type IN ('table', 'view', 'trigger')
       ORDER BY sql LIKE '%fts5vocab%' DESC, sql LIKE 'CREATE VIRTUAL TABLE%' DESC, name`,
    )
    .all();
  db.exec('PRAGMA foreign_keys = OFF');
  try {
    for (const object of objects) {
      const type = String(object['type']).toUpperCase();
      db.exec(`DROP ${type} IF EXISTS "${String(object['name']).replaceAll('"', '""')}"`);
    }
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
  db.exec(SCHEMA_SQL);
}

/** Runs `work` in one transaction: all or nothing, and much faster for many inserts. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
