import type { DatabaseSync } from 'node:sqlite';
import { text } from '../db/rows.ts';
import { openDatabase } from '../db/open.ts';
import { storeWorld } from '../store/index.ts';
import type { World } from '../world/types.ts';

/**
 * The database the handlers read, behind an indirection: after an edit the World is stored again
 * into a fresh in-memory database, which then replaces the current one. The database the server
 * was started with belongs to its caller and is never closed here; a replaced one is closed at the
 * next replacement (so a request still reading it finishes) or by `close()`.
 */
export class LiveDataset {
  #current: DatabaseSync;
  #retired: DatabaseSync | null = null;
  /** A stored database that is answered from only from `at` (epoch ms): a CMS slow to serve what was published. */
  #pending: { db: DatabaseSync; at: number } | null = null;
  readonly #original: DatabaseSync;
  readonly #now: () => number;

  constructor(db: DatabaseSync, now: () => number = Date.now) {
    this.#current = db;
    this.#original = db;
    this.#now = now;
  }

  /** The database to answer from now. */
  get db(): DatabaseSync {
    if (this.#pending !== null && this.#now() >= this.#pending.at) {
      const { db } = this.#pending;
      this.#pending = null;
      this.#makeCurrent(db);
    }
    return this.#current;
  }

  /**
   * Stores `world` into a fresh database with the current one's dataset_meta (the same reference
   * date, scale, seed...) and makes it the current one, or the one answered from `visibleAt` (epoch ms) on. Answers
   * the time it took in ms.
   */
  replaceWith(world: World, visibleAt?: number): number {
    const started = performance.now();
    const meta = this.db.prepare('SELECT key, value FROM dataset_meta ORDER BY rowid').all();
    const referenceDate = meta.find((row) => text(row, 'key') === 'referenceDate');
    const fresh = openDatabase();
    try {
      storeWorld(fresh, world, referenceDate ? { referenceDate: text(referenceDate, 'value') } : {});
      const insert = fresh.prepare('INSERT INTO dataset_meta (key, value) VALUES (?, ?)');
      for (const row of meta)
        if (text(row, 'key') !== 'referenceDate') insert.run(text(row, 'key'), text(row, 'value'));
    } catch (error) {
      fresh.close();
      throw error;
    }
    // A later store replaces one not yet answered from.
    if (this.#pending !== null) this.#pending.db.close();
    this.#pending = null;
    if (visibleAt !== undefined && visibleAt > this.#now()) this.#pending = { db: fresh, at: visibleAt };
    else this.#makeCurrent(fresh);
    return performance.now() - started;
  }

  #makeCurrent(fresh: DatabaseSync): void {
    if (this.#retired !== null && this.#retired !== this.#original) this.#retired.close();
    this.#retired = this.#current;
    this.#current = fresh;
  }

  /** Closes the databases made here (not the one it was started with). */
  close(): void {
    if (this.#pending !== null) this.#pending.db.close();
    this.#pending = null;
    for (const db of [this.#retired, this.#current]) if (db !== null && db !== this.#original && db.isOpen) db.close();
    this.#retired = null;
    this.#current = this.#original;
  }
}
