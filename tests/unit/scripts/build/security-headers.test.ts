import { describe, expect, it } from 'vitest';
import {
  formatHeaderRules,
  headerCsp,
  headerRulesFor,
  headersFor,
  HSTS,
  IMMUTABLE,
  intendedCacheControl,
  MAX_HEADER_RULES,
  originHeaders,
  parseHeaderRules,
  PERMISSIONS_POLICY,
  REVALIDATE,
  type TopLevelEntry,
} from '../../../../scripts/build/security-headers.ts';
import { cacheControlMisreadings } from '../../../../scripts/build/host-header-readings.ts';

/** The top of a built client directory, with a page whose name begins like an immutable folder's. */
const TOP_LEVEL: TopLevelEntry[] = [
  { name: '_astro', folder: true },
  { name: '_headers', folder: false },
  { name: '_redirects', folder: false },
  { name: 'afdelingen-en-centra', folder: true },
  { name: 'data', folder: true },
  { name: 'index.html', folder: false },
  { name: 'media', folder: true },
  { name: 'mediatheek', folder: true },
  { name: 'robots.txt', folder: false },
];

/** The features of the Permissions Policy registry (w3c/webappsec-permissions-policy, features.md) in browsers today. */
const CURRENT_POLICY_FEATURES = [
  'accelerometer',
  'ambient-light-sensor',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'web-share',
  'xr-spatial-tracking',
];

const PAGE_A =
  "default-src 'self';object-src 'none'; script-src 'self' 'sha256-a=' 'sha256-b='; style-src 'self' 'sha256-s='";
const PAGE_B = "default-src 'self';object-src 'none'; script-src 'self' 'sha256-b=' 'sha256-c='; style-src 'self'";

describe('the site headers (_headers and the origin)', () => {
  it('join the pages’ policies into one header, never stricter than a page, with frame-ancestors', () => {
    expect(headerCsp([PAGE_A, PAGE_B])).toBe(
      "default-src 'self'; object-src 'none'; script-src 'self' 'sha256-a=' 'sha256-b=' 'sha256-c='; style-src 'self' 'sha256-s='; frame-ancestors 'self'",
    );
  });

  it('write a _headers file that reads back to the same rules', () => {
    const rules = headerRulesFor([PAGE_A], TOP_LEVEL);
    const text = formatHeaderRules(rules);
    expect(text.startsWith('/*\n  Strict-Transport-Security: max-age=31536000; includeSubDomains\n')).toBe(true);
    expect(parseHeaderRules(`# comment\n${text}`)).toEqual(rules);
  });

  it('give every path the security headers, the immutable folders their cache rule, other paths the host’s default', () => {
    const rules = headerRulesFor([PAGE_A], TOP_LEVEL);
    const page = headersFor(rules, '/afdelingen-en-centra/cardiologie');
    expect(page).toMatchObject({
      'Strict-Transport-Security': HSTS,
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    // No rule names it: both hosts' default, revalidate.
    expect(page['Cache-Control']).toBeUndefined();
    expect(page['Permissions-Policy']).toContain('camera=()');
    expect(page['Permissions-Policy']).toContain(
      'fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
    );
    expect(headersFor(rules, '/_astro/app.Ab12.js')['Cache-Control']).toBe(IMMUTABLE);
    expect(headersFor(rules, '/media/cards_640x360/a_640x360.webp')).toMatchObject({
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    });
    // Netlify's reading of `/media/*` takes /mediatheek too: its own rule says revalidate after it.
    expect(headersFor(rules, '/mediatheek')['Cache-Control']).toBe(REVALIDATE);
    for (const pathname of ['/data/wards.json', '/', '/robots.txt'])
      expect(headersFor(rules, pathname)['Cache-Control']).toBeUndefined();
  });

  it('stay as few rules however many top-level pages the CMS adds', () => {
    const pages = Array.from({ length: 300 }, (_, index): TopLevelEntry => ({ name: `pagina-${index}`, folder: true }));
    const rules = headerRulesFor([PAGE_A], [...TOP_LEVEL, ...pages]);
    expect(rules.length).toBe(headerRulesFor([PAGE_A], TOP_LEVEL).length);
    expect(rules.length).toBeLessThanOrEqual(MAX_HEADER_RULES);
  });

  it('give no top-level page a rule that Netlify would also apply below /media/ or /_astro/', () => {
    const topLevel: TopLevelEntry[] = [
      ...TOP_LEVEL,
      { name: 'm', folder: true },
      { name: 'me', folder: true },
      { name: '_a', folder: true },
      { name: 'medi.html', folder: false },
    ];
    const paths = ['/media/a.jpg', '/_astro/app.js', '/m/', '/me', '/_a/', '/medi.html', '/mediatheek/', '/mediatheek'];
    expect(cacheControlMisreadings(headerRulesFor([PAGE_A], topLevel), paths, intendedCacheControl)).toEqual([]);
  });

  it('put no Cache-Control on the catch-all, and none on the host files', () => {
    const rules = headerRulesFor([PAGE_A], TOP_LEVEL);
    expect(rules.find((rule) => rule.path === '/*')?.headers['Cache-Control']).toBeUndefined();
    expect(rules.map((rule) => rule.path)).not.toContain('/_headers');
    expect(rules.map((rule) => rule.path)).not.toContain('/_redirects');
  });

  it('name no retired feature in the permissions policy', () => {
    const features = PERMISSIONS_POLICY.split(', ').map((feature) => feature.split('=')[0]);
    for (const feature of features) expect(CURRENT_POLICY_FEATURES).toContain(feature);
    expect(features).not.toContain('interest-cohort');
  });

  it('give the origin one Cache-Control for every path: the rule’s, else revalidate', () => {
    const rules = headerRulesFor([PAGE_A], TOP_LEVEL);
    expect(originHeaders(rules, '/_astro/app.Ab12.js', true)['Cache-Control']).toBe(IMMUTABLE);
    expect(originHeaders(rules, '/_astro/gone.js', false)['Cache-Control']).toBe(REVALIDATE);
    expect(originHeaders(rules, '/nergens-bekend', false)).toMatchObject({
      'Cache-Control': REVALIDATE,
      'X-Content-Type-Options': 'nosniff',
    });
    expect(originHeaders(rules, '/afdelingen-en-centra/cardiologie/', true)['Cache-Control']).toBe(REVALIDATE);
  });
});
