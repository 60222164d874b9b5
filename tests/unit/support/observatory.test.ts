import { describe, expect, it } from 'vitest';
import { observatoryScore } from '../../support/observatory.ts';

const PAGE_POLICY =
  "default-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; img-src 'self' https:; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='";
const html = (policy = PAGE_POLICY) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${policy}"><script type="module" src="/_astro/a.js"></script></head><body></body></html>`;
const GOOD: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy': `${PAGE_POLICY}; frame-ancestors 'self'`,
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
const score = (headers: Record<string, string>, body = html()) =>
  observatoryScore('https://www.example.nl/', new Headers(headers), body);

describe("the MDN HTTP Observatory's scoring", () => {
  it('gives the site’s headers A+: a CSP without unsafe sources, frame-ancestors and a private referrer policy earn their bonuses', () => {
    const result = score(GOOD);
    expect(result).toMatchObject({ score: 115, grade: 'A+' });
    expect(result.results.filter(({ modifier }) => modifier !== 0).map(({ result }) => result)).toEqual([
      'csp-implemented-with-no-unsafe',
      'x-frame-options-implemented-via-csp',
      'referrer-policy-private',
    ]);
  });

  it('takes the policy of the page’s meta when the header has none, but frame-ancestors only from a header', () => {
    const { 'content-security-policy': _csp, ...withoutHeader } = GOOD;
    expect(score(withoutHeader)).toMatchObject({ score: 110, grade: 'A+' });
  });

  it('fails A+ without HSTS, with unsafe-inline scripts or without any CSP; a short HSTS or no nosniff costs points', () => {
    const { 'strict-transport-security': _hsts, ...noHsts } = GOOD;
    expect(score(noHsts)).toMatchObject({ score: 80, grade: 'B+' });
    expect(score({ ...GOOD, 'strict-transport-security': 'max-age=86400' }).score).toBe(105);
    const unsafe = PAGE_POLICY.replace("'sha256-abc='", "'unsafe-inline'");
    expect(
      score({ ...GOOD, 'content-security-policy': `${unsafe}; frame-ancestors 'self'` }, html(unsafe)),
    ).toMatchObject({ score: 80, grade: 'B+' });
    const { 'x-content-type-options': _nosniff, ...noNosniff } = GOOD;
    expect(score(noNosniff).score).toBe(110);
    const { 'content-security-policy': _csp, ...noCsp } = GOOD;
    expect(score(noCsp, '<!doctype html><html><head></head></html>')).toMatchObject({ score: 75, grade: 'B' });
  });
});
