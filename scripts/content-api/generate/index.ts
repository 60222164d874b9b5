import type { DatabaseSync } from 'node:sqlite';
import { inTransaction, resetSchema } from '../db/open.ts';
import type { DatasetOptions, GeneratorContext, GeneratorStep } from './context.ts';
import { crisisBannerStep } from './frame/crisis-banner.ts';
import { footerStep } from './frame/footer.ts';
import { homePageStep } from './frame/homepage.ts';
import { navigationStep } from './frame/navigation.ts';
import { translationsStep } from './frame/translations.ts';
import { createRandom, deriveSeed } from './random.ts';

export type { DatasetOptions } from './context.ts';

export const DEFAULT_DATASET_OPTIONS: DatasetOptions = { scale: 1, seed: 1, crisisBanner: true };

/**
 * The generator steps, in order. Later issues append their entity generators here (departments,
 * specialists, news...), each drawing from its own random stream and scaling counts with
 * `context.scaled(n)`.
 */
export const GENERATOR_STEPS: readonly GeneratorStep[] = [
  navigationStep,
  footerStep,
  crisisBannerStep,
  translationsStep,
  homePageStep,
];

export type DatasetSummary = {
  /** Rows per table after generation. */
  rows: Record<string, number>;
  /** Wall-clock time of the generation in milliseconds. */
  durationMs: number;
};

export function validateDatasetOptions(options: DatasetOptions): void {
  if (!Number.isFinite(options.scale) || options.scale <= 0) throw new RangeError(`scale must be a positive number, got ${options.scale}`);
  if (!Number.isSafeInteger(options.seed)) throw new RangeError(`seed must be an integer, got ${options.seed}`);
}

/**
 * Fills `db` with a complete dataset: (re)creates the schema, then runs every step in one
 * transaction. Same options, same bytes: the output depends only on the options.
 */
export function generateDataset(db: DatabaseSync, options: Partial<DatasetOptions> = {}): DatasetSummary {
  const resolved: DatasetOptions = { ...DEFAULT_DATASET_OPTIONS, ...options };
  validateDatasetOptions(resolved);
  const started = performance.now();
  resetSchema(db);
  inTransaction(db, () => {
    for (const step of GENERATOR_STEPS) {
      const context: GeneratorContext = {
        db,
        options: resolved,
        random: createRandom(deriveSeed(resolved.seed, step.name)),
        scaled: (base, min = 1) => Math.max(min, Math.round(base * resolved.scale)),
      };
      step.run(context);
    }
    const meta = db.prepare('INSERT INTO dataset_meta (key, value) VALUES (?, ?)');
    meta.run('scale', String(resolved.scale));
    meta.run('seed', String(resolved.seed));
    meta.run('crisisBanner', resolved.crisisBanner ? 'on' : 'off');
  });
  const rows: Record<string, number> = {};
  for (const table of db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all()) {
    const name = String(table['name']);
    rows[name] = Number(db.prepare(`SELECT count(*) AS n FROM "${name}"`).get()?.['n'] ?? 0);
  }
  return { rows, durationMs: performance.now() - started };
}
