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

describe('media mirror and structured data', () => {
  it('also copies the images JSON-LD names on the site address, and no others', () => {
    const html = `<script type="application/ld+json">{"image":["${SITE}/media/h_1280w/a_1280w.webp"],"logo":{"url":"${SITE}/favicon.svg"},"author":{"image":"https://elders.nl/media/x.jpg"},"photo":"/media/rel.jpg"}</script><script>var x = "/media/not-this.jpg"</script>`;
    expect([...collectMediaPaths(html, new Set(), { siteOrigins: [SITE] })].sort()).toEqual([
      '/media/h_1280w/a_1280w.webp',
      '/media/rel.jpg',
    ]);
  });
});
