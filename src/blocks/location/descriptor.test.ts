import { describe, expect, it } from 'vitest';
import type { LocationCard } from '#src/blocks/shared/location-cards.ts';
import { location } from '#src/blocks/location/descriptor.ts';

const value = { title: 'Waar vindt u ons', forPage: 'department' as const, slug: 'cardiologie' };
const card: LocationCard = {
  title: 'Haarlem Zuid',
  href: '/contact/haarlem-zuid',
  address: 'Boerhaavelaan 22, Haarlem',
  mapsHref: 'https://www.google.com/maps/search/?api=1&query=Boerhaavelaan+22%2C+Haarlem',
  clinics: [],
};

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) => location.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the location block', () => {
  it('accepts the organisation it is for, and refuses an unknown kind of organisation or an empty slug', () => {
    expect(location.schema.parse(value)).toEqual(value);
    expect(refused({ ...value, forPage: 'hospital' })).toEqual(['forPage']);
    expect(refused({ ...value, slug: '' })).toEqual(['slug']);
  });

  it('asks for the locations of that organisation', () => {
    expect(location.calls?.(value)).toEqual({ locations: [{ forPage: 'department', slug: 'cardiologie' }] });
  });

  it('shows nothing when no location came back', () => {
    expect(location.showsNothing).toBeUndefined();
    expect(location.showsNothingWith?.([])).toBe(true);
    expect(location.showsNothingWith?.([card])).toBe(false);
  });

  it('carries no links of its own, gets no anchor and records no link clicks', () => {
    expect(location.links).toBeUndefined();
    expect(location.inAnchorMenu).toBe(false);
    expect(location.clickEvent).toBeNull();
  });
});
