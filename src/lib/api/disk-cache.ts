import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';

/** One stored response body with the validators to ask the API whether it is still current. */
export type CachedResponse = {
  url: string;
  etag: string | null;
  lastModified: string | null;
  storedAt: number;
  body: string;
};

const SCHEMA = `
CREATE TABLE IF NOT EXISTS answers (
  url           TEXT PRIMARY KEY,
  etag          TEXT,
  last_modified TEXT,
  stored_at     INTEGER NOT NULL,
  body          TEXT NOT NULL
) STRICT;`;

type Statements = {
  read: StatementSync;
  validators: StatementSync;
  write: StatementSync;
  touch: StatementSync;
  begin: StatementSync;
  commit: StatementSync;
  rollback: StatementSync;
};

/**
 * Responses of the content API on disk (`.cache/api/{namespace}.sqlite`), so that a rebuild asks
 * the API only "has this changed?" (a conditional request answered by 304) or, within the
 * freshness time, nothing at all; and so that a call that fails is answered from its last good copy.
 *
 * The answers of one namespace are rows of one SQLite database (WAL, so several builds can share
 * it), not a file each: a build keeps a few thousand answers, and creating a file for each is slow
 * work on the thread that crawls and renders. A row is written whole or not at all. The calls are synchronous:
 * only builds keep a disk cache (the on-demand server has none), and a row costs microseconds.
 */
/** SQLite's "not a database" and "corrupt" result codes: a file that is no cache of ours. */
const BROKEN_FILE_CODES = new Set([11, 26]);

/**
 * How long answers marked current wait to be written together: the pages read the marks once the
 * calls asked again are all answered (the last batch is written then, `written()`), so a batch costs
 * no wait before that.
 */
export const TOUCHES_EVERY_MS = 25;

function isBrokenFile(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && BROKEN_FILE_CODES.has(code);
}

/** A row's validators and time (undefined for no row, or one that is not a stored answer). */
function validatorsOfRow(row: Record<string, unknown> | undefined): Omit<CachedResponse, 'url' | 'body'> | undefined {
  if (!row || typeof row['stored_at'] !== 'number') return undefined;
  return {
    storedAt: row['stored_at'],
    etag: typeof row['etag'] === 'string' ? row['etag'] : null,
    lastModified: typeof row['last_modified'] === 'string' ? row['last_modified'] : null,
  };
}

export class DiskCache {
  readonly file: string;
  private statements: Statements | undefined;
  /** Why the cache cannot be used in this process: told once by the content client, not tried again. */
  private failure: Error | undefined;

  /** Told when a file that is not a readable cache is moved aside for a new one. */
  private readonly warn: (message: string) => void;

  constructor(root: string, namespace: string, warn: (message: string) => void = () => {}) {
    this.warn = warn;
    this.file = path.join(root, `${namespace.replace(/[^a-z0-9._-]+/gi, '_')}.sqlite`);
  }

  private connect(): Statements {
    const db = new DatabaseSync(this.file, { timeout: 10_000 });
    try {
      db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
      db.exec(SCHEMA);
      return {
        read: db.prepare('SELECT url, etag, last_modified, stored_at, body FROM answers WHERE url = ?'),
        validators: db.prepare('SELECT etag, last_modified, stored_at FROM answers WHERE url = ?'),
        write: db.prepare(
          'INSERT INTO answers (url, etag, last_modified, stored_at, body) VALUES (?, ?, ?, ?, ?) ' +
            'ON CONFLICT (url) DO UPDATE SET etag = excluded.etag, last_modified = excluded.last_modified, stored_at = excluded.stored_at, body = excluded.body',
        ),
        touch: db.prepare('UPDATE answers SET stored_at = ? WHERE url = ?'),
        begin: db.prepare('BEGIN'),
        commit: db.prepare('COMMIT'),
        rollback: db.prepare('ROLLBACK'),
      };
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /**
   * The open database. A file that is not a readable cache (not SQLite, or corrupt) is moved aside
   * (`{file}.broken-{time}`, kept to look at) and a new cache started; any other failure (no
   * folder can be made, no permission) is remembered and thrown again on every use.
   */
  private open(): Statements {
    if (this.statements) return this.statements;
    if (this.failure) throw this.failure;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      try {
        this.statements = this.connect();
      } catch (error) {
        if (!isBrokenFile(error)) throw error;
        const aside = `${this.file}.broken-${Date.now()}`;
        renameSync(this.file, aside);
        for (const journal of [`${this.file}-wal`, `${this.file}-shm`]) rmSync(journal, { force: true });
        this.warn(
          `[content-api] ${this.file} was not a readable cache of answers: moved aside to ${aside}, and a new one started`,
        );
        this.statements = this.connect();
      }
      return this.statements;
    } catch (error) {
      this.failure = error instanceof Error ? error : new Error(String(error));
      throw this.failure;
    }
  }

  /** The stored answer, or undefined when there is none (or the store cannot be read). */
  read(key: string): CachedResponse | undefined {
    try {
      const row = this.open().read.get(key);
      const validators = validatorsOfRow(row);
      if (!row || !validators || typeof row['body'] !== 'string') return undefined;
      return { url: key, body: row['body'], ...validators };
    } catch {
      return undefined;
    }
  }

  /**
   * What a stored answer is asked about again with, and when it was stored, without its body (or
   * undefined, as `read`): asking the CMS whether thousands of answers are current reads no body.
   */
  validatorsOf(key: string): Omit<CachedResponse, 'url' | 'body'> | undefined {
    try {
      return validatorsOfRow(this.open().validators.get(key));
    } catch {
      return undefined;
    }
  }

  write(entry: CachedResponse): void {
    this.open().write.run(entry.url, entry.etag, entry.lastModified, entry.storedAt, entry.body);
  }

  /** Answers marked current and not yet written (`touch`), with the time each was. */
  private readonly touches: Array<[url: string, storedAt: number]> = [];
  /** Set while touches wait to be written. */
  private touchesWritten: Promise<void> | null = null;
  /** Whether writing touches failed once (told once; a touch only saves asking again later). */
  private touchesFailed = false;

  /**
   * Marks a stored answer as current at `storedAt` (the API said "not modified"): its body is not
   * written again. The marks of `TOUCHES_EVERY_MS` are written together, in one transaction: one per
   * mark took 0.18 s of CPU for the 2,744 calls of a scale-1 incremental build; one per turn of the
   * event loop still made 781 transactions of about 3 marks each (92 ms).
   */
  touch(url: string, storedAt: number): void {
    this.open();
    this.touches.push([url, storedAt]);
    this.touchesWritten ??= new Promise((resolve) =>
      setTimeout(() => {
        this.touchesWritten = null;
        this.writeTouches();
        resolve();
      }, TOUCHES_EVERY_MS),
    );
  }

  /** Resolves once every touch so far is written (or, the cache failing, given up). */
  written(): Promise<void> {
    return this.touchesWritten ?? Promise.resolve();
  }

  private writeTouches(): void {
    const touches = this.touches.splice(0);
    if (touches.length === 0) return;
    try {
      const statements = this.open();
      statements.begin.run();
      try {
        for (const [url, storedAt] of touches) statements.touch.run(storedAt, url);
        statements.commit.run();
      } catch (error) {
        statements.rollback.run();
        throw error;
      }
    } catch (error) {
      if (this.touchesFailed) return;
      this.touchesFailed = true;
      this.warn(
        `[content-api] ${this.file}: answers confirmed as current could not be marked (${error instanceof Error ? error.message : String(error)}); they are asked again next time`,
      );
    }
  }
}
