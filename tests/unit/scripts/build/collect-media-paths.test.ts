import { describe, expect, it } from 'vitest';
import { collectMediaPaths } from '../../../../scripts/build/collect-media-paths.ts';

const SITE = 'https://www.spaarnegasthuis.nl';

describe('media mirror', () => {
  it('finds every /media/ path in src, srcset and meta content, once each', () => {
    const html = `<img src="/media/a_640w/b_640w.webp" srcset="/media/a_640w/b_640w.webp 640w, /media/a_1280w/b_1280w.webp 1280w">
      <meta property="og:image" content="/media/x/y.jpg"><a href="/contact">c</a><img src="https://elders.nl/media/z.jpg">`;
    expect([...collectMediaPaths(html)].sort()).toEqual([
      '/media/a_1280w/b_1280w.webp',
      '/media/a_640w/b_640w.webp',
      '/media/x/y.jpg',
    ]);
  });
});

describe('media mirror and documents', () => {
  it('finds the release copies of CMS documents that pages link to, without query or fragment, once each', () => {
    const html = `<a href="/documenten/folders/12/allergie.pdf">a</a><a href="/documenten/folders/12/allergie.pdf#page=2">b</a>
      <a href="/documenten/folders/13/acne.pdf?v=1">c</a><a href="/documenten/overig.pdf">not a copy</a>
      <a href="/api/v1/patient-folders/14/x.pdf">the CMS itself</a><a href="/media/folder.pdf">d</a>`;
    expect([...collectMediaPaths(html)].sort()).toEqual([
      '/documenten/folders/12/allergie.pdf',
      '/documenten/folders/13/acne.pdf',
      '/media/folder.pdf',
    ]);
  });
});

describe('media mirror and structured data', () => {
  it('also copies the images JSON-LD names on the site address, and no others', () => {
    const html = `<script type="application/ld+json">{"image":["${SITE}/media/h_1280w/a_1280w.webp"],"logo":{"url":"${SITE}/favicon.svg"},"author":{"image":"https://elders.nl/media/x.jpg"},"photo":"/media/rel.jpg"}</script><script>var x = "/media/not-this.jpg"</script>`;
    expect([...collectMediaPaths(html, new Set(), { siteOrigins: [SITE] })].sort()).toEqual([
      '/media/h_1280w/a_1280w.webp',
      '/media/rel.jpg',
    ]);
  });
});
