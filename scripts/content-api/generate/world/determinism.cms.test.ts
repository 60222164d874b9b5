import { describe, expect, it } from 'vitest';
import { generateWorld } from './index.ts';

describe('generateWorld is deterministic', () => {
  it('gives byte-identical JSON for the same options', () => {
    const first = JSON.stringify(generateWorld({ scale: 0.05, seed: 7, crisisBanner: true }));
    const second = JSON.stringify(generateWorld({ scale: 0.05, seed: 7, crisisBanner: true }));
    expect(second).toBe(first);
  });

  it('is plain data: a JSON round trip changes nothing', () => {
    const generated = generateWorld({ scale: 0.05, seed: 9, crisisBanner: true });
    expect(JSON.parse(JSON.stringify(generated))).toStrictEqual(generated);
  });

  it('gives deep-equal worlds at scale 1', () => {
    expect(generateWorld({ scale: 1, seed: 3, crisisBanner: false })).toEqual(
      generateWorld({ scale: 1, seed: 3, crisisBanner: false }),
    );
  });

  it('changes the generated values with the seed, not the hand-written ones', () => {
    const one = generateWorld({ scale: 0.05, seed: 1, crisisBanner: true });
    const two = generateWorld({ scale: 0.05, seed: 2, crisisBanner: true });
    expect(JSON.stringify(two.specialists)).not.toBe(JSON.stringify(one.specialists));
    expect(JSON.stringify(two.pages)).not.toBe(JSON.stringify(one.pages));
    expect(two.navigation).toEqual(one.navigation);
    expect(two.translations).toEqual(one.translations);
    expect(two.homePages).toEqual(one.homePages);
    expect(two.organisations.map((unit) => unit.slug)).toEqual(one.organisations.map((unit) => unit.slug));
  });

  it('changes the counts with the scale', () => {
    const small = generateWorld({ scale: 0.05, seed: 1, crisisBanner: true });
    const large = generateWorld({ scale: 0.5, seed: 1, crisisBanner: true });
    expect(large.pages.length).toBeGreaterThan(small.pages.length);
    expect(large.specialists.length).toBeGreaterThan(small.specialists.length);
    expect(large.folders.length).toBeGreaterThan(small.folders.length);
  });

  it('switches the crisis banner', () => {
    expect(generateWorld({ scale: 0.05, seed: 1, crisisBanner: true }).crisisBanner).toMatch(/Storing telefonie/);
    expect(generateWorld({ scale: 0.05, seed: 1, crisisBanner: false }).crisisBanner).toBeNull();
  });

  it('never reads the clock', () => {
    const realNow = Date.now;
    try {
      Date.now = () => 0;
      const frozen = JSON.stringify(generateWorld({ scale: 0.05, seed: 5, crisisBanner: true }));
      Date.now = () => 4_102_444_800_000;
      expect(JSON.stringify(generateWorld({ scale: 0.05, seed: 5, crisisBanner: true }))).toBe(frozen);
    } finally {
      Date.now = realNow;
    }
  });

  it('rejects a bad scale or seed', () => {
    expect(() => generateWorld({ scale: 0, seed: 1, crisisBanner: true })).toThrow(/scale/);
    expect(() => generateWorld({ scale: Number.NaN, seed: 1, crisisBanner: true })).toThrow(/scale/);
    expect(() => generateWorld({ scale: 1, seed: 1.5, crisisBanner: true })).toThrow(/seed/);
  });
});

describe('the generator sources', () => {
  it('use neither the clock nor Math.random', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('./', import.meta.url);
    const sources = readdirSync(dir).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'test-helpers.ts',
    );
    for (const file of sources) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      expect(source, file).not.toMatch(/Date\.now\(|new Date\(\)|Math\.random\(|performance\.now\(/);
    }
  });
});
