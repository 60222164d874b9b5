import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FORM_SERVICE_URL,
  FORM_FRAME_HEIGHT,
  formFrameUrl,
  formPageUrl,
  formServiceUrl,
} from '#src/blocks/external_form/external-form.ts';

describe('external form frame', () => {
  it('is 539 px high', () => {
    expect(FORM_FRAME_HEIGHT).toBe(539);
  });
  it('has the form service URL for the form id, the page query and isIframeEmbed=1', () => {
    expect(formFrameUrl('https://form.jotform.com', 'klachten-2026')).toBe(
      'https://form.jotform.com/klachten-2026?isIframeEmbed=1',
    );
    expect(formFrameUrl('https://form.jotform.com/', 'klachten-2026', '?afdeling=Cardiologie&utm_source=mail')).toBe(
      'https://form.jotform.com/klachten-2026?afdeling=Cardiologie&utm_source=mail&isIframeEmbed=1',
    );
    expect(formFrameUrl('https://forms.example.nl/f', '123', 'a=1&isIframeEmbed=0')).toBe(
      'https://forms.example.nl/f/123?a=1&isIframeEmbed=1',
    );
    expect(formFrameUrl('https://forms.example.nl', 'a b', '?x=%C3%A9')).toBe(
      'https://forms.example.nl/a%20b?x=%C3%A9&isIframeEmbed=1',
    );
  });
  it("never passes a preview's token on to the form service", () => {
    expect(
      formFrameUrl('https://form.jotform.com', 'klachten-2026', '?token=1795470000.c2VjcmV0&afdeling=Cardiologie'),
    ).toBe('https://form.jotform.com/klachten-2026?afdeling=Cardiologie&isIframeEmbed=1');
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
