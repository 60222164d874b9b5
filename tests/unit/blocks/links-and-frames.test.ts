import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_SERVICE_URL, FORM_FRAME_HEIGHT, formFrameUrl, formPageUrl, formServiceUrl } from '#src/lib/blocks/external-form.ts';
import { mapsSearchUrl } from '#src/lib/blocks/maps.ts';

describe('maps link (spec 2.8)', () => {
  it('searches for the address, the location title and the hospital name', () => {
    const url = new URL(mapsSearchUrl({ address: 'Boerhaavelaan 22\n2035 RC Haarlem', locationTitle: 'Haarlem Zuid', hospitalName: 'Spaarne Gasthuis' }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('Boerhaavelaan 22 2035 RC Haarlem, Haarlem Zuid, Spaarne Gasthuis');
  });
  it('leaves out a missing address', () => {
    expect(new URL(mapsSearchUrl({ address: null, locationTitle: 'Hoofddorp', hospitalName: 'Spaarne Gasthuis' })).searchParams.get('query')).toBe('Hoofddorp, Spaarne Gasthuis');
  });
});

describe('external form frame (spec 2.8, 9)', () => {
  it('is 539 px high', () => {
    expect(FORM_FRAME_HEIGHT).toBe(539);
  });
  it('has the form service URL for the form id, the page query and isIframeEmbed=1', () => {
    expect(formFrameUrl('https://form.jotform.com', 'klachten-2026')).toBe('https://form.jotform.com/klachten-2026?isIframeEmbed=1');
    expect(formFrameUrl('https://form.jotform.com/', 'klachten-2026', '?afdeling=Cardiologie&utm_source=mail')).toBe(
      'https://form.jotform.com/klachten-2026?afdeling=Cardiologie&utm_source=mail&isIframeEmbed=1',
    );
    expect(formFrameUrl('https://forms.example.nl/f', '123', 'a=1&isIframeEmbed=0')).toBe('https://forms.example.nl/f/123?a=1&isIframeEmbed=1');
    expect(formFrameUrl('https://forms.example.nl', 'a b', '?x=%C3%A9')).toBe('https://forms.example.nl/a%20b?x=%C3%A9&isIframeEmbed=1');
  });
  it('takes the configured service, else the default', () => {
    expect(formServiceUrl(undefined)).toBe(DEFAULT_FORM_SERVICE_URL);
    expect(formServiceUrl('  ')).toBe(DEFAULT_FORM_SERVICE_URL);
    expect(formServiceUrl('https://forms.example.nl/')).toBe('https://forms.example.nl');
  });
  it('links to the form page itself without the embed flag', () => {
    expect(formPageUrl('https://form.jotform.com/', ' klachten-2026 ')).toBe('https://form.jotform.com/klachten-2026');
  });
});
