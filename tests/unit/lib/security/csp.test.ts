import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { astroCsp, cspDirectives, cspHash, pageCspProblem, parseCsp } from '#src/lib/security/csp.ts';
import { HEAD_SCRIPT } from '#src/lib/security/head-script.ts';

const SETTINGS = { formServiceUrl: null, searchApiUrl: '' };

describe('the Content Security Policy', () => {
  it('allows the site itself, and each consent-gated service only where it needs to be', () => {
    const directives = cspDirectives(SETTINGS);
    expect(directives).toEqual([
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      'frame-src https://form.jotform.com https://www.youtube-nocookie.com https://player.vimeo.com',
      "connect-src 'self' https://vimeo.com",
      "img-src 'self' https:",
      "media-src 'self' https:",
      "font-src 'self'",
      'upgrade-insecure-requests',
    ]);
    expect(directives.join(';')).not.toContain('unsafe');
  });

  it('follows the configured form service and search API', () => {
    const directives = cspDirectives({
      formServiceUrl: 'https://formulieren.example.nl/f/',
      searchApiUrl: 'https://cms.example.nl/',
    });
    expect(directives).toContain(
      'frame-src https://formulieren.example.nl https://www.youtube-nocookie.com https://player.vimeo.com',
    );
    expect(directives).toContain("connect-src 'self' https://vimeo.com https://cms.example.nl");
  });

  it('hashes the head script as Astro hashes scripts, so exactly that text may run inline', () => {
    const expected = `sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}`;
    expect(cspHash(HEAD_SCRIPT)).toBe(expected);
    expect(astroCsp(SETTINGS).scriptDirective?.hashes).toEqual([expected]);
  });

  it('reads a policy into directives', () => {
    expect([...parseCsp("default-src 'self'; script-src 'self' 'sha256-a';;img-src https:").entries()]).toEqual([
      ['default-src', ["'self'"]],
      ['script-src', ["'self'", "'sha256-a'"]],
      ['img-src', ['https:']],
    ]);
  });

  it("names what a page's policy lacks or loosens", () => {
    const good =
      "default-src 'self';object-src 'none';base-uri 'self';form-action 'self'; script-src 'self' 'sha256-x='";
    expect(pageCspProblem(good)).toBeNull();
    expect(pageCspProblem(good.replace("object-src 'none';", ''))).toBe('no object-src');
    expect(pageCspProblem(good.replace("base-uri 'self'", 'base-uri *'))).toBe(`base-uri is "*", not "'self'"`);
    expect(pageCspProblem(good.replace("'sha256-x='", "'sha256-x=' 'unsafe-inline'"))).toBe(
      "script-src allows 'unsafe-inline'",
    );
    expect(pageCspProblem(good.replace(" script-src 'self' 'sha256-x='", ''))).toBe('no script-src');
    expect(pageCspProblem(good.replace(" 'sha256-x='", ''))).toBe('script-src has no hashes');
  });
});
