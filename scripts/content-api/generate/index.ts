import type { DatabaseSync } from 'node:sqlite';
import { hostileWorld } from '../hostile/world.ts';
import { storeWorld } from '../store/index.ts';
import type { World } from '../world/types.ts';
import { generateWorld, REFERENCE_DATE, type WorldOptions } from './world/index.ts';

/**
 * scale (> 0, multiplies the generated entities), seed (an integer), crisisBanner (on or off), hostile (the hostile
 * variant).
 */
export type DatasetOptions = WorldOptions & { hostile: boolean };

export const DEFAULT_DATASET_OPTIONS: DatasetOptions = { scale: 1, seed: 1, crisisBanner: true, hostile: false };

export type DatasetSummary = {
  /** Rows per table after generation. */
  rows: Record<string, number>;
  /** Wall-clock time of the generation in milliseconds. */
  durationMs: number;
  /** The World that was stored (a server given it can edit and publish its pages). */
  world: World;
};

export function validateDatasetOptions(options: DatasetOptions): void {
  if (!Number.isFinite(options.scale) || options.scale <= 0)
    throw new RangeError(`scale must be a positive number, got ${options.scale}`);
  if (!Number.isSafeInteger(options.seed)) throw new RangeError(`seed must be an integer, got ${options.seed}`);
}

/**
 * Fills `db` with a complete dataset: generates the World for the options and stores it (schema
 * recreated, one transaction), then records the options in dataset_meta. Same options, same bytes.
 * The World's reference date (its "today") splits upcoming from past events.
 */
export function generateDataset(db: DatabaseSync, options: Partial<DatasetOptions> = {}): DatasetSummary {
  const resolved: DatasetOptions = { ...DEFAULT_DATASET_OPTIONS, ...options };
  validateDatasetOptions(resolved);
  const started = performance.now();
  const generated = generateWorld(resolved);
  const world = resolved.hostile ? hostileWorld(generated) : generated;
  storeWorld(db, world, { referenceDate: REFERENCE_DATE });
  const meta = db.prepare('INSERT INTO dataset_meta (key, value) VALUES (?, ?)');
  meta.run('scale', String(resolved.scale));
  meta.run('seed', String(resolved.seed));
  meta.run('crisisBanner', resolved.crisisBanner ? 'on' : 'off');
  if (resolved.hostile) meta.run('hostile', 'on');
  const rows: Record<string, number> = {};
  for (const table of db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
    .all()) {
    const name = String(table['name']);
    rows[name] = Number(db.prepare(`SELECT count(*) AS n FROM "${name}"`).get()?.['n'] ?? 0);
  }
  return { rows, durationMs: performance.now() - started, world };
}
