import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '#src/lib/content/sanitize.ts';
import { NO_DEAD_LINKS } from '#src/lib/content/link-rules.ts';

describe('sanitising CMS HTML', () => {
  it('removes scripts, event handlers, inline styles and javascript: links, and keeps the text', () => {
    const dirty =
      '<p style="color:red" onclick="x()">Let <strong>op</strong><script>alert(1)</script></p><a href="javascript:alert(1)">klik</a><img src="/media/a.jpg" onerror="steal()" alt="a"><a href="/contact">contact</a>';
    const clean = sanitizeRichText(dirty, NO_DEAD_LINKS([]));
    expect(clean).toBe(
      '<p>Let <strong>op</strong></p><span>klik</span><img src="/media/a.jpg" alt="a" /><a href="/contact">contact</a>',
    );
  });
});

describe('links in CMS HTML', () => {
  it('external links, documents and folder downloads (the release copy) open in a new tab with the hint; internal ones stay', () => {
    const html =
      '<p><a href="https://www.rijksoverheid.nl" target="_self">extern</a> <a href="/media/folder.pdf">pdf</a> <a href="/api/v1/patient-folders/1/a.pdf">folder</a> <a href="/contact" target="_blank" rel="opener">contact</a> <a href="https://www.spaarnegasthuis.nl/nieuws">nieuws</a></p>';
    expect(sanitizeRichText(html, NO_DEAD_LINKS(['www.spaarnegasthuis.nl']))).toBe(
      '<p><a href="https://www.rijksoverheid.nl" target="_blank" rel="noopener" aria-describedby="opens-in-new-tab">extern</a> ' +
        '<a href="/media/folder.pdf" target="_blank" rel="noopener" aria-describedby="opens-in-new-tab">pdf</a> ' +
        '<a href="/documenten/folders/1/a.pdf" target="_blank" rel="noopener" aria-describedby="opens-in-new-tab">folder</a> ' +
        '<a href="/contact">contact</a> <a href="/nieuws">nieuws</a></p>',
    );
  });

  it('applies the URL policy to links and images, however the scheme is disguised', () => {
    const clean = sanitizeRichText(
      '<a href="jav&#x09;ascript:alert(1)">a</a><a href="&#106;avascript:alert(1)">b</a><img src="java&#10;script:alert(1)" alt="c"><img src="/media/d.jpg" alt="d">',
      NO_DEAD_LINKS([]),
    );
    expect(clean).toBe('<span>a</span><span>b</span><img src="/media/d.jpg" alt="d" />');
  });
});
