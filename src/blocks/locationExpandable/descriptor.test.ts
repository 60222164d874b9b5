import { describe, expect, it } from 'vitest';
import type { LocationCard } from '#src/blocks/shared/location-cards.ts';
import { locationExpandable } from '#src/blocks/locationExpandable/descriptor.ts';

const value = { title: 'Waar vindt u ons', forPage: 'centrum' as const, slug: 'hartcentrum' };
const card: LocationCard = {
  title: 'Haarlem Zuid',
  href: '/contact/haarlem-zuid',
  address: 'Boerhaavelaan 22, Haarlem',
  mapsHref: 'https://www.google.com/maps/search/?api=1&query=Boerhaavelaan+22%2C+Haarlem',
  clinics: [],
};

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) =>
  locationExpandable.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the locationExpandable block', () => {
  it('accepts the organisation it is for, and refuses an unknown kind of organisation or an empty slug', () => {
    expect(locationExpandable.schema.parse(value)).toEqual(value);
    expect(refused({ ...value, forPage: 'hospital' })).toEqual(['forPage']);
    expect(refused({ ...value, slug: '' })).toEqual(['slug']);
  });

  it('asks for the locations of that organisation', () => {
    expect(locationExpandable.calls?.(value)).toEqual({ locations: [{ forPage: 'centrum', slug: 'hartcentrum' }] });
  });

  it('shows nothing when no location came back', () => {
    expect(locationExpandable.showsNothing).toBeUndefined();
    expect(locationExpandable.showsNothingWith?.([])).toBe(true);
    expect(locationExpandable.showsNothingWith?.([card])).toBe(false);
  });

  it('carries no links of its own, gets no anchor and records no link clicks', () => {
    expect(locationExpandable.links).toBeUndefined();
    expect(locationExpandable.inAnchorMenu).toBe(false);
    expect(locationExpandable.clickEvent).toBeNull();
  });
});
