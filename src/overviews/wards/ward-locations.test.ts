import { describe, expect, it } from 'vitest';
import { wardTile } from '#src/overviews/wards/wards.ts';
import {
  chooserLocations,
  locationKey,
  locationNames,
  resolveLocation,
  slugFromWardsPath,
  wardsLocationPath,
  type WardsData,
} from '#src/overviews/wards/ward-locations.ts';
import { ward } from './fixtures.ts';

const data: WardsData = {
  locations: [
    { id: 4, title: 'Haarlem Zuid', slug: 'haarlem-zuid', wards: [wardTile(ward(), null)] },
    { id: 7, title: 'Hoofddorp', slug: 'hoofddorp', wards: [wardTile(ward(), null)] },
    { id: 1, title: 'Alsmeer', slug: 'alsmeer', wards: [] },
    { id: 8, title: 'IJmuiden', slug: 'ijmuiden', wards: [] },
  ],
  names: locationNames([
    { id: 4, names: ['Haarlem Zuid', 'haarlem-zuid', 'Spaarne Gasthuis Haarlem Zuid'] },
    { id: 7, names: ['Hoofddorp', 'hoofddorp'] },
    { id: 1, names: ['Alsmeer', 'alsmeer'] },
    { id: 8, names: ['IJmuiden', 'ijmuiden'] },
  ]),
};

describe('the location query (a numeric id, or a name resolved to an id)', () => {
  it('normalises names: case, accents, spaces and hyphens', () => {
    expect(locationKey('Haarlem Zuid')).toBe('haarlem-zuid');
    expect(locationKey(' HAARLEM  -  zuid ')).toBe('haarlem-zuid');
    expect(locationKey('Nieuw-Vennep')).toBe('nieuw-vennep');
    expect(locationKey('Velsen_Noord')).toBe('velsen-noord');
    expect(locationKey('Hôofddorp')).toBe('hoofddorp');
  });

  it('keeps the first id for a name two locations share', () => {
    expect(
      locationNames([
        { id: 1, names: ['A'] },
        { id: 2, names: ['a'] },
      ]),
    ).toEqual({ a: 1 });
  });

  it('resolves ids, titles, slugs and full names', () => {
    expect(resolveLocation('7', data)).toBe(7);
    expect(resolveLocation(' 4 ', data)).toBe(4);
    expect(resolveLocation('Hoofddorp', data)).toBe(7);
    expect(resolveLocation('haarlem zuid', data)).toBe(4);
    expect(resolveLocation('haarlem-zuid', data)).toBe(4);
    expect(resolveLocation('Spaarne Gasthuis Haarlem Zuid', data)).toBe(4);
    expect(resolveLocation('IJMUIDEN', data)).toBe(8);
  });

  it('falls back (null) for unknown names and ids and empty values', () => {
    expect(resolveLocation('Zandvoort', data)).toBeNull();
    expect(resolveLocation('99', data)).toBeNull();
    expect(resolveLocation('', data)).toBeNull();
    expect(resolveLocation(null, data)).toBeNull();
  });
});

describe('pages per location', () => {
  it('has a static page per location under the overview', () => {
    expect(wardsLocationPath('hoofddorp')).toBe('/verpleegafdelingen/hoofddorp');
    expect(slugFromWardsPath('/verpleegafdelingen/hoofddorp')).toBe('hoofddorp');
    expect(slugFromWardsPath('/verpleegafdelingen/hoofddorp/')).toBe('hoofddorp');
    expect(slugFromWardsPath('/verpleegafdelingen')).toBeNull();
    expect(slugFromWardsPath('/verpleegafdelingen/')).toBeNull();
    expect(slugFromWardsPath('/verpleegafdelingen/a/b')).toBeNull();
  });

  it('the chooser offers the locations with wards, in order; all of them when none has wards', () => {
    expect(chooserLocations(data.locations).map((location) => location.slug)).toEqual(['haarlem-zuid', 'hoofddorp']);
    const none = data.locations.map((location) => ({ ...location, wards: [] }));
    expect(chooserLocations(none)).toHaveLength(4);
  });
});
