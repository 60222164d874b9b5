import { describe, expect, it } from 'vitest';
import type { LocationCard } from '#src/blocks/shared/location-cards.ts';
import type { locationBlock } from '#src/blocks/shared/location-block.ts';

/** The rules locationBlock gives a kind, tested for each kind built with it (from its folder). */
export function describeLocationBlock(block: ReturnType<typeof locationBlock<string>>): void {
  const value = { title: 'Waar vindt u ons', forPage: 'department' as const, slug: 'cardiologie' };
  const card: LocationCard = {
    title: 'Haarlem Zuid',
    href: '/contact/haarlem-zuid',
    address: 'Boerhaavelaan 22, Haarlem',
    mapsHref: 'https://www.google.com/maps/search/?api=1&query=Boerhaavelaan+22%2C+Haarlem',
    clinics: [],
  };

  /** The fields the schema names when it refuses a value (none: accepted). */
  const refused = (input: unknown) => block.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

  describe(`the ${block.kind} block`, () => {
    it('accepts the organisation it is for, and refuses an unknown kind of organisation or an empty slug', () => {
      expect(block.schema.parse(value)).toEqual(value);
      expect(refused({ ...value, forPage: 'hospital' })).toEqual(['forPage']);
      expect(refused({ ...value, slug: '' })).toEqual(['slug']);
    });

    it('asks for the locations of that organisation', () => {
      expect(block.calls?.(value)).toEqual({ locations: [{ forPage: 'department', slug: 'cardiologie' }] });
    });

    it('shows nothing when no location came back', () => {
      expect(block.showsNothing).toBeUndefined();
      expect(block.showsNothingWith?.([])).toBe(true);
      expect(block.showsNothingWith?.([card])).toBe(false);
    });

    it('carries no links of its own, gets no anchor and records no link clicks', () => {
      expect(block.links).toBeUndefined();
      expect(block.inAnchorMenu).toBe(false);
      expect(block.clickEvent).toBeNull();
    });
  });
}
