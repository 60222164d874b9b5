import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scriptRisks } from '../../support/script-risks.ts';

const CSP = (hash: string) =>
  `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' '${hash}'">`;

describe('finding what could run script in a page', () => {
  it('finds handlers, script URLs however disguised, foreign scripts, base and refresh', () => {
    const page = [
      '<a href="jav&#x09;ascript:alert(1)">a</a>',
      '<a href=" JAVASCRIPT:alert(2)">b</a>',
      '<img src="x" onerror="alert(3)">',
      '<iframe src="data:text/html,x"></iframe>',
      '<form action="vbscript:x"></form>',
      '<svg><a xlink:href="javascript:alert(4)"></a></svg>',
      '<img srcset="/a.jpg 1x, javascript:alert(5) 2x">',
      '<base href="/">',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(6)">',
      '<script src="https://evil.example/x.js"></script>',
      '<script>alert(7)</script>',
      '<script type="application/ld+json">{"a":</script>',
    ].join('');
    expect(scriptRisks(page)).toHaveLength(12);
  });

  it('leaves the site’s own alone: safe links, /_astro modules, JSON-LD, inline scripts the CSP hashes', () => {
    const inline = "document.documentElement.classList.add('js');";
    const page = `${CSP(`sha256-${createHash('sha256').update(inline).digest('base64')}`)}<script>${inline}</script><script type="module" src="/_astro/a.js"></script><script type="application/ld+json">{"@type":"Hospital"}</script><a href="/x">x</a><a href="mailto:a@b.nl">m</a><a href="tel:112">t</a><a href="https://e.nl">e</a><img src="/media/a.jpg" srcset="/media/a.jpg 1x">`;
    expect(scriptRisks(page)).toEqual([]);
    expect(scriptRisks(page.replace("add('js')", "add('xs')"))).toEqual([
      `inline script not in the page's CSP: document.documentElement.classList.add('xs');`,
    ]);
  });
});
