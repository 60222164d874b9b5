import type { DatabaseSync } from 'node:sqlite';
import { foldKey, lowerKey } from '../text/fold.ts';
import type { World } from '../world/types.ts';

/** Waiting times per heading, department or centre and location, their peildatum; consultation entries. */
export function storeWaitingTimes(db: DatabaseSync, world: World): void {
  db.prepare('INSERT INTO waiting_times_measurement (measured_on) VALUES (?)').run(world.waitingTimesMeasuredOn);
  const time = db.prepare(
    'INSERT INTO waiting_times (kind, for_page, title, title_key, sort_title, location, days) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const entry of world.waitingTimes) {
    time.run(
      entry.kind,
      entry.forPage,
      entry.title,
      lowerKey(entry.title),
      foldKey(entry.title),
      entry.location,
      JSON.stringify(entry.days),
    );
  }
  const consultation = db.prepare('INSERT INTO consultations (for_page, title_key, entry) VALUES (?, ?, ?)');
  for (const entry of world.consultations)
    consultation.run(entry.forPage, lowerKey(entry.title), JSON.stringify(entry.entry));
}
