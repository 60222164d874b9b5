/**
 * The visitors' feedback in one SQLite file (node:sqlite): page path, yes/no, the optional text and when (to the
 * minute). No address, cookie or other trace of the visitor is stored.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FeedbackAnswer } from '#src/feedback/feedback-answer.ts';
import type { Usefulness } from '#src/feedback/feedback-fields.ts';

export type StoredFeedback = FeedbackAnswer & { receivedAt: string };

export type FeedbackStore = {
  add(answer: FeedbackAnswer, now?: Date): void;
  /** Every answer, by page path, then oldest first. */
  all(): StoredFeedback[];
  close(): void;
};

/** The time to the minute: enough to read trends, too coarse to match a visitor's visit in a log. */
function minuteOf(date: Date): string {
  return `${date.toISOString().slice(0, 16)}Z`;
}

export function openFeedbackStore(file: string): FeedbackStore {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(`PRAGMA journal_mode = WAL;
    CREATE TABLE IF NOT EXISTS feedback (
      id INTEGER PRIMARY KEY,
      received_at TEXT NOT NULL,
      path TEXT NOT NULL,
      useful TEXT NOT NULL CHECK (useful IN ('yes', 'no')),
      problem TEXT NOT NULL DEFAULT ''
    );`);
  const insert = db.prepare('INSERT INTO feedback (received_at, path, useful, problem) VALUES (?, ?, ?, ?)');
  const select = db.prepare('SELECT received_at, path, useful, problem FROM feedback ORDER BY path, id');
  return {
    add(answer, now = new Date()) {
      insert.run(minuteOf(now), answer.path, answer.useful, answer.problem);
    },
    all() {
      return select.all().map((row) => ({
        receivedAt: String(row['received_at']),
        path: String(row['path']),
        useful: row['useful'] as Usefulness,
        problem: String(row['problem']),
      }));
    },
    close() {
      db.close();
    },
  };
}
