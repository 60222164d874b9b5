/**
 * What every family generator of the world shares: the options, one seeded random stream per
 * family, the scale rule, and the registries of images and phone numbers that the world lists once.
 */
import { createRandom, deriveSeed, type Random } from '../random.ts';
import { createImageRegistry, type ImageRegistry } from './images.ts';
import { createPhoneRegistry, type PhoneRegistry } from './phone-numbers.ts';

export type WorldOptions = {
  /** Multiplies the generated entity counts; 1 is a large general hospital. > 0. */
  scale: number;
  /** Seeds every generated value. An integer. */
  seed: number;
  /** Whether the crisis banner carries a notice. */
  crisisBanner: boolean;
};

export type WorldContext = {
  readonly options: WorldOptions;
  /** The family's own random stream: adding a family never changes the values of another. */
  random(family: string): Random;
  /** `base` entities at scale 1, scaled and rounded, at least `min` (default 1). */
  scaled(base: number, min?: number): number;
  readonly images: ImageRegistry;
  readonly phones: PhoneRegistry;
};

export function validateWorldOptions(options: WorldOptions): void {
  if (!Number.isFinite(options.scale) || options.scale <= 0)
    throw new RangeError(`scale must be a positive number, got ${options.scale}`);
  if (!Number.isSafeInteger(options.seed)) throw new RangeError(`seed must be an integer, got ${options.seed}`);
}

export function createWorldContext(options: WorldOptions): WorldContext {
  validateWorldOptions(options);
  return {
    options,
    random: (family) => createRandom(deriveSeed(options.seed, `world:${family}`)),
    scaled: (base, min = 1) => Math.max(min, Math.round(base * options.scale)),
    images: createImageRegistry(),
    phones: createPhoneRegistry(),
  };
}

/**
 * SharePoint ids per family, far enough apart that no family runs into the next even at scale 10
 * (the largest family holds about 4,000 items there).
 */
export const ID_BASE = {
  location: 100,
  organisation: 1_000,
  orphanCentrum: 9_999,
  generalPage: 20_000,
  englishPage: 40_000,
  friendsPage: 45_000,
  specialPage: 47_000,
  unpublished: 48_000,
  cmsGeneratedPage: 49_000,
  specialist: 50_000,
  news: 100_000,
  event: 150_000,
  folder: 200_000,
  research: 250_000,
  phoneNumber: 300_000,
} as const;

/** A counter that hands out ids from a base: base + 1, base + 2, ... */
export function idSequence(base: number): () => number {
  let next = base;
  return () => {
    next += 1;
    return next;
  };
}
