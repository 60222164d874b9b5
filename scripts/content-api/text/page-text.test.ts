import { describe, expect, it } from 'vitest';
import { htmlToText } from './page-text.ts';

describe('search helpers', () => {
  it('htmlToText keeps visible text and block strings, drops tags, keys and URLs', () => {
    const html =
      '<p>Hallo&nbsp;<b>wereld</b> &amp; meer</p>' +
      '<section data-block-type="cta" data-block-id="1"><script type="application/json">{"title":"Bel ons","intro":"<p>Nu <i>direct</i></p>","link":{"title":"Contact","url":"/contact-pagina"}}</script></section>';
    expect(htmlToText(html)).toBe('Hallo wereld & meer Bel ons Nu direct Contact');
    expect(htmlToText('<section><script type="application/json">{not json</script></section>')).toBe('');
  });
});
