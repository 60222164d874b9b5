import { describe, expect, it } from 'vitest';
import { collectMediaPaths } from '../../scripts/build/collect-media-paths.ts';
import { formatHostRules, hostRulesFor, matchHostRule, parseHostRules } from '../../scripts/build/host-rules.ts';
import { astroRedirects, redirectTarget } from '../../scripts/build/redirects.ts';
import { sanitizeRichText } from '#src/lib/content/sanitize.ts';
import { NO_DEAD_LINKS } from '#src/lib/content/link-rules.ts';
import { mediaPath } from '#src/lib/media-path.ts';

describe('redirects (spec 2.2)', () => {
  it('turns white space into hyphens and carries the original slug', () => {
    expect(redirectTarget({ from: '/oude pagina', to: '/nieuwe pagina' })).toBe('/nieuwe-pagina?redirectUrl=oude-pagina');
    expect(astroRedirects([{ from: 'poli cardiologie', to: '/afdelingen-en-centra/cardiologie' }])).toEqual({
      '/poli-cardiologie': { status: 301, destination: '/afdelingen-en-centra/cardiologie?redirectUrl=poli-cardiologie' },
    });
  });

  it('writes host rules that read back, redirects first and the English not-found rule last', () => {
    const rules = hostRulesFor([{ from: '/a b', to: '/c' }]);
    expect(formatHostRules(rules)).toBe('/a-b /c?redirectUrl=a-b 301\n/en/* /en/404/index.html 404\n');
    expect(parseHostRules(formatHostRules(rules))).toEqual(rules);
    expect(matchHostRule(rules, '/a-b/')?.status).toBe(301);
    expect(matchHostRule(rules, '/en/unknown')?.status).toBe(404);
    expect(matchHostRule(rules, '/en')).toBeUndefined();
    expect(matchHostRule(rules, '/nieuws')).toBeUndefined();
  });
});

describe('media mirror', () => {
  it('finds every /media/ path in src, srcset and meta content, once each', () => {
    const html = `<img src="/media/a_640w/b_640w.webp" srcset="/media/a_640w/b_640w.webp 640w, /media/a_1280w/b_1280w.webp 1280w">
      <meta property="og:image" content="/media/x/y.jpg"><a href="/contact">c</a><img src="https://elders.nl/media/z.jpg">`;
    expect([...collectMediaPaths(html)].sort()).toEqual(['/media/a_1280w/b_1280w.webp', '/media/a_640w/b_640w.webp', '/media/x/y.jpg']);
  });

  it('makes CMS image URLs site paths', () => {
    expect(mediaPath('http://127.0.0.1:4400/media/home/a.jpg', 'http://127.0.0.1:4400')).toBe('/media/home/a.jpg');
    expect(mediaPath('/media/home/a.jpg', undefined)).toBe('/media/home/a.jpg');
    expect(mediaPath('https://elders.nl/media/a.jpg', 'http://127.0.0.1:4400')).toBe('https://elders.nl/media/a.jpg');
  });
});

describe('sanitising CMS HTML', () => {
  it('removes scripts, event handlers, inline styles and javascript: links, and keeps the text', () => {
    const dirty = '<p style="color:red" onclick="x()">Let <strong>op</strong><script>alert(1)</script></p><a href="javascript:alert(1)">klik</a><img src="/media/a.jpg" onerror="steal()" alt="a"><a href="/contact">contact</a>';
    const clean = sanitizeRichText(dirty, NO_DEAD_LINKS([]));
    expect(clean).toBe('<p>Let <strong>op</strong></p><a>klik</a><img src="/media/a.jpg" alt="a" /><a href="/contact">contact</a>');
  });
});
