import { describe, expect, it } from 'vitest';
import { checkCmsUrl, safeCmsUrl } from '#src/lib/security/url-policy.ts';

describe('the URL policy', () => {
  it('allows site paths, anchors, queries, http(s), mailto and tel as they are', () => {
    for (const url of [
      '/',
      '/nieuws?page=2#top',
      '#inhoud',
      '?q=hart',
      'https://www.thuisarts.nl/hoofdpijn',
      'http://example.nl',
      'mailto:info@example.nl',
      'tel:+31232240000',
      'HTTPS://EXAMPLE.NL/A',
    ]) {
      expect(checkCmsUrl(url), url).toEqual({ allowed: true, href: url });
    }
  });

  it('reads the URL as a browser does: entities decoded, edges trimmed, tabs and newlines removed', () => {
    expect(safeCmsUrl('  /nieuws\n')).toBe('/nieuws');
    expect(safeCmsUrl('/zoeken?q=a&amp;page=2')).toBe('/zoeken?q=a&page=2');
    expect(safeCmsUrl('\u0001 https://example.nl/a\tb')).toBe('https://example.nl/ab');
    // In an attribute a legacy entity before "=" stays as written, like a browser leaves it.
    expect(safeCmsUrl('/x?a=1&copy=2')).toBe('/x?a=1&copy=2');
  });

  it('refuses every other scheme, however it is disguised', () => {
    const refused = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '\u0001\u0002javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java\rscript:alert(1)',
      'jav&#9;ascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'jav&#x0A;ascript:alert(1)',
      'jav&#x0D;ascript:alert(1)',
      'jav&Tab;ascript:alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
      '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
      'javascript&colon;alert(1)',
      'java\u0000script:alert(1)',
      'java\u200bscript:alert(1)',
      '&amp;#106;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'livescript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'file:///etc/passwd',
      'ftp://example.nl/a',
      'blob:https://example.nl/1',
      '',
      '   ',
    ];
    for (const url of refused) expect(checkCmsUrl(url).allowed, JSON.stringify(url)).toBe(false);
    expect(safeCmsUrl('javascript:alert(1)')).toBe('');
  });

  it('names the refused scheme', () => {
    expect(checkCmsUrl('jav&#9;ascript:alert(1)')).toEqual({
      allowed: false,
      reason: 'scheme javascript: is not allowed',
    });
  });

  it('prints an address that leaves the site without a scheme as the absolute address the browser would go to', () => {
    expect(safeCmsUrl('//evil.example/x')).toBe('https://evil.example/x');
    expect(safeCmsUrl('/\\evil.example/x')).toBe('https://evil.example/x');
    expect(safeCmsUrl('\\\\evil.example')).toBe('https://evil.example/');
  });

  it('gives what a browser resolves to an allowed scheme for every allowed answer', () => {
    const inputs = [
      '/a',
      'b/c',
      '  //x.example',
      'https:evil.example',
      'mailto:a@b.nl',
      'tel:112',
      '%6Aavascript:alert(1)',
    ];
    for (const input of inputs) {
      const href = safeCmsUrl(input);
      if (href === '') continue;
      expect(['http:', 'https:', 'mailto:', 'tel:'], input).toContain(
        new URL(href, 'https://www.spaarnegasthuis.nl/pagina').protocol,
      );
    }
  });
});
