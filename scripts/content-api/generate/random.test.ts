import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed } from './random.ts';

describe('random', () => {
  it('repeats its sequence for a seed and differs between seeds and streams', () => {
    const sequence = (seed: number): number[] => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(sequence(42)).toEqual(sequence(42));
    expect(sequence(42)).not.toEqual(sequence(43));
    expect(deriveSeed(1, 'footer')).not.toBe(deriveSeed(1, 'navigation'));
    for (const value of sequence(9)) expect(value >= 0 && value < 1).toBe(true);
  });

  it('int stays in range and shuffle keeps the elements', () => {
    const random = createRandom(5);
    for (let i = 0; i < 200; i += 1) {
      const value = random.int(3, 7);
      expect(value >= 3 && value <= 7 && Number.isInteger(value)).toBe(true);
    }
    expect(random.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
