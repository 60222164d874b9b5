import { describe, expect, it } from 'vitest';
import { siteStylesheetChunk } from '../../../../scripts/build/site-stylesheet-chunk.ts';

describe('siteStylesheetChunk', () => {
  it('puts every stylesheet and every component style into the one site stylesheet', () => {
    expect(siteStylesheetChunk('/site/src/styles/print.css')).toBe('site-styles');
    expect(siteStylesheetChunk('/site/src/components/ui/card.css')).toBe('site-styles');
    expect(siteStylesheetChunk('/site/src/components/page/SideMenu.astro?astro&type=style&index=0&lang.css')).toBe(
      'site-styles',
    );
  });

  it('leaves scripts and components where the bundler puts them', () => {
    expect(siteStylesheetChunk('/site/src/components/page/SideMenu.astro')).toBeUndefined();
    expect(siteStylesheetChunk('/site/src/browser/main-menu.ts')).toBeUndefined();
    expect(
      siteStylesheetChunk('/site/src/components/page/SideMenu.astro?astro&type=script&index=0&lang.ts'),
    ).toBeUndefined();
  });
});
