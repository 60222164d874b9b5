import { describe, expect, it } from 'vitest';
import { mapsSearchUrl } from '#src/blocks/shared/maps.ts';

describe('maps link', () => {
  it('searches for the address, the location title and the hospital name', () => {
    const url = new URL(
      mapsSearchUrl({
        address: 'Boerhaavelaan 22\n2035 RC Haarlem',
        locationTitle: 'Haarlem Zuid',
        hospitalName: 'Spaarne Gasthuis',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('Boerhaavelaan 22 2035 RC Haarlem, Haarlem Zuid, Spaarne Gasthuis');
  });
  it('leaves out a missing address', () => {
    expect(
      new URL(
        mapsSearchUrl({ address: null, locationTitle: 'Hoofddorp', hospitalName: 'Spaarne Gasthuis' }),
      ).searchParams.get('query'),
    ).toBe('Hoofddorp, Spaarne Gasthuis');
  });
});
