import type { DatabaseSync } from 'node:sqlite';
import type { Random } from './random.ts';

export type DatasetOptions = {
  /** Multiplies the number of generated entities (departments, specialists, news...). > 0. */
  scale: number;
  /** Seeds every generated (not hand-written) value. An integer. */
  seed: number;
  /** Whether the crisis banner carries a notice. */
  crisisBanner: boolean;
};

export type GeneratorContext = {
  readonly db: DatabaseSync;
  readonly options: DatasetOptions;
  /** This step's own random stream, derived from the dataset seed and the step name. */
  readonly random: Random;
  /** `base` entities at scale 1, scaled and rounded, at least `min` (default 1). */
  scaled(base: number, min?: number): number;
};

/**
 * One step of the dataset generator: fills its tables. Steps run in order inside one transaction;
 * a step may read what earlier steps wrote (e.g. pages referring to images).
 */
export type GeneratorStep = {
  readonly name: string;
  run(context: GeneratorContext): void;
};
