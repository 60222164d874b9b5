/**
 * The MDN HTTP Observatory's score for one answer of the site, by the Observatory's own published
 * rules (@mdn/mdn-http-observatory 1.4.8: src/analyzer/tests/*.js, src/grader/charts.js). The
 * package itself cannot be installed here: one of its dependencies downloads certificates at
 * install time, and its scanner only scans hosts over the network. So its header tests are written
 * out below, with its score modifiers and grade chart, for the answer the origin (or `_headers`)
 * gives. What needs the network is taken as a CDN gives it: the site is served over HTTPS with a
 * redirect from HTTP (redirection 0), and its HSTS is not preloaded.
 *
 * Tests: content-security-policy (header and `<meta http-equiv>` policies), strict-transport-security,
 * x-frame-options (implemented via CSP `frame-ancestors`), x-content-type-options, referrer-policy,
 * cookies (none set), cross-origin-resource-sharing, subresource-integrity (scripts from the site
 * itself only), cross-origin-resource-policy. Score: 100 plus every modifier; the bonuses count only
 * when the score without them is at least 90.
 */
import { Parser } from 'htmlparser2';

export type ObservatoryResult = { test: string; result: string; modifier: number };
export type ObservatoryScore = { score: number; grade: string; results: ObservatoryResult[] };

/** The score modifiers of the Observatory's SCORE_TABLE for the results these tests can give. */
const MODIFIERS: Readonly<Record<string, number>> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'cookies-not-found': 0,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'cross-origin-resource-policy-not-implemented': 0,
  'cross-origin-resource-policy-implemented-with-same-origin': 10,
  'cross-origin-resource-policy-implemented-with-same-site': 10,
  'cross-origin-resource-policy-implemented-with-cross-origin': 0,
  'cross-origin-resource-policy-header-invalid': -5,
};

/** The Observatory's GRADE_CHART: the grade of the highest step at or below the score. */
const GRADES: ReadonlyArray<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
const SIX_MONTHS = 15_552_000;

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const HASH_OR_NONCE = /^'(sha256|sha384|sha512|nonce)-/;
const META_ONLY_FORBIDDEN = ['frame-ancestors', 'report-uri', 'sandbox'];

type Policy = Map<string, Set<string>>;

function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const part of text.replace(/[\r\n]/g, '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (policy.has(directive)) throw new Error(`duplicate directive ${directive}`);
    policy.set(
      directive,
      new Set(
        sources.length === 0 && directive.endsWith('-src') ? ["'none'"] : sources.map((source) => source.toLowerCase()),
      ),
    );
  }
  return policy;
}

/**
 * Several policies together: a directive they share keeps the sources every one of them allows
 * (the browser enforces each), one that only one of them has keeps its own.
 */
function combine(policies: readonly Policy[]): Policy {
  const combined: Policy = new Map();
  for (const policy of policies) {
    for (const [directive, sources] of policy) {
      const known = combined.get(directive);
      combined.set(directive, known ? new Set([...known].filter((source) => sources.has(source))) : new Set(sources));
    }
  }
  return combined;
}

function cspResult(
  headerPolicies: readonly string[],
  metaPolicies: readonly string[],
): { result: string; frameAncestors: boolean } {
  let header: Policy[];
  let meta: Policy[];
  try {
    header = headerPolicies.map(parsePolicy);
    meta = metaPolicies.map(parsePolicy).map((policy) => {
      for (const directive of META_ONLY_FORBIDDEN) policy.delete(directive);
      return policy;
    });
  } catch {
    return { result: 'csp-header-invalid', frameAncestors: false };
  }
  if (header.every((policy) => policy.size === 0) && meta.every((policy) => policy.size === 0))
    return { result: 'csp-not-implemented', frameAncestors: false };
  const csp = combine([...header, ...meta]);
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*']);
  const scripts = fallback('script-src');
  const styles = fallback('style-src');
  const objects = fallback('object-src');
  for (const sources of [scripts, styles])
    if ([...sources].some((source) => HASH_OR_NONCE.test(source))) sources.delete("'unsafe-inline'");
  const frameAncestors = header.some(
    (policy) =>
      policy.has('frame-ancestors') &&
      ![...(policy.get('frame-ancestors') ?? [])].some((source) => DANGEROUSLY_BROAD.has(source)),
  );
  const active = [...csp]
    .filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name))
    .flatMap(([, sources]) => [...sources]);
  active.push(...scripts);
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  let result: string;
  if (
    [...scripts].some((source) => BROAD_OR_INLINE.has(source)) ||
    [...objects].some((source) => DANGEROUSLY_BROAD.has(source))
  )
    result = 'csp-implemented-with-unsafe-inline';
  else if (active.some((source) => source.startsWith('http:') || source.startsWith('ftp:')))
    result = 'csp-implemented-with-insecure-scheme';
  else if (scripts.has("'unsafe-eval'") || styles.has("'unsafe-eval'")) result = 'csp-implemented-with-unsafe-eval';
  else if (passive.some((source) => source.startsWith('http:') || source.startsWith('ftp:')))
    result = 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  else if ([...styles].some((source) => BROAD_OR_INLINE.has(source)))
    result = 'csp-implemented-with-unsafe-inline-in-style-src-only';
  else if (csp.get('default-src')?.size === 1 && csp.get('default-src')?.has("'none'"))
    result = 'csp-implemented-with-no-unsafe-default-src-none';
  else result = 'csp-implemented-with-no-unsafe';
  return { result, frameAncestors };
}

function hstsResult(value: string | null): string {
  if (!value) return 'hsts-not-implemented';
  if (value.includes(',')) return 'hsts-header-invalid';
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(value)?.[1];
  if (maxAge === undefined) return 'hsts-header-invalid';
  return Number(maxAge) < SIX_MONTHS
    ? 'hsts-implemented-max-age-less-than-six-months'
    : 'hsts-implemented-max-age-at-least-six-months';
}

function referrerResult(values: readonly string[]): string {
  if (values.length === 0) return 'referrer-policy-not-implemented';
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const policy = values
    .join(',')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => good.includes(value) || bad.includes(value))
    .at(-1);
  if (policy && good.includes(policy)) return 'referrer-policy-private';
  return policy ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid';
}

/** The `<meta http-equiv>` values of a page, by lower-case name, and its script sources. */
function readPage(html: string): { equiv: Map<string, string[]>; scripts: string[] } {
  const equiv = new Map<string, string[]>();
  const scripts: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const httpEquiv = attributes['http-equiv']?.toLowerCase();
      if (name === 'meta' && httpEquiv && attributes['content'] !== undefined)
        equiv.set(httpEquiv, [...(equiv.get(httpEquiv) ?? []), attributes['content']]);
      if (name === 'script' && attributes['src']) scripts.push(attributes['src']);
    },
  });
  parser.write(html);
  parser.end();
  return { equiv, scripts };
}

/** The Observatory's score for an answer at `url` (taken as served over HTTPS) with these headers and body. */
export function observatoryScore(url: string, headers: Headers, body: string): ObservatoryScore {
  const isHtml = (headers.get('content-type') ?? '').includes('html');
  const page = isHtml ? readPage(body) : { equiv: new Map<string, string[]>(), scripts: [] };
  const headerCsp = headers.get('content-security-policy');
  const csp = cspResult(headerCsp ? [headerCsp] : [], page.equiv.get('content-security-policy') ?? []);
  const xfo = headers.get('x-frame-options')?.trim().toLowerCase();
  const xcto = headers.get('x-content-type-options');
  const acao = headers.get('access-control-allow-origin');
  const corp = headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
  const site = new URL(url);
  const externalInsecure = page.scripts.some(
    (src) => new URL(src, site).protocol === 'http:' && new URL(src, site).origin !== site.origin,
  );
  const results: Array<[string, string]> = [
    ['content-security-policy', csp.result],
    ['strict-transport-security', hstsResult(headers.get('strict-transport-security'))],
    [
      'x-frame-options',
      csp.frameAncestors
        ? 'x-frame-options-implemented-via-csp'
        : !xfo
          ? 'x-frame-options-not-implemented'
          : ['deny', 'sameorigin'].includes(xfo)
            ? 'x-frame-options-sameorigin-or-deny'
            : xfo.startsWith('allow-from')
              ? 'x-frame-options-allow-from-origin'
              : 'x-frame-options-header-invalid',
    ],
    [
      'x-content-type-options',
      !xcto
        ? 'x-content-type-options-not-implemented'
        : xcto.trim().toLowerCase() === 'nosniff'
          ? 'x-content-type-options-nosniff'
          : 'x-content-type-options-header-invalid',
    ],
    [
      'referrer-policy',
      referrerResult([
        ...(headers.get('referrer-policy') ? [headers.get('referrer-policy') ?? ''] : []),
        ...(page.equiv.get('referrer') ?? []),
      ]),
    ],
    ['cookies', headers.get('set-cookie') ? 'cookies-present' : 'cookies-not-found'],
    [
      'cross-origin-resource-sharing',
      acao === '*'
        ? 'cross-origin-resource-sharing-implemented-with-public-access'
        : 'cross-origin-resource-sharing-not-implemented',
    ],
    ['redirection', 'redirection-to-https'],
    [
      'subresource-integrity',
      page.scripts.length === 0
        ? 'sri-not-implemented-but-no-scripts-loaded'
        : externalInsecure
          ? 'sri-not-implemented-and-external-scripts-not-loaded-securely'
          : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    ],
    [
      'cross-origin-resource-policy',
      !corp
        ? 'cross-origin-resource-policy-not-implemented'
        : corp === 'same-origin'
          ? 'cross-origin-resource-policy-implemented-with-same-origin'
          : corp === 'same-site'
            ? 'cross-origin-resource-policy-implemented-with-same-site'
            : corp === 'cross-origin'
              ? 'cross-origin-resource-policy-implemented-with-cross-origin'
              : 'cross-origin-resource-policy-header-invalid',
    ],
  ];
  const scored = results.map(([test, result]) => {
    const modifier = MODIFIERS[result];
    if (modifier === undefined)
      throw new Error(`observatory: no score for ${test} result ${result} (the site sets no cookies)`);
    return { test, result, modifier };
  });
  const withoutBonus = 100 + scored.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const score =
    withoutBonus >= MINIMUM_SCORE_FOR_EXTRA_CREDIT
      ? 100 + scored.reduce((sum, { modifier }) => sum + modifier, 0)
      : withoutBonus;
  const grade = GRADES.find(([floor]) => Math.max(score, 0) >= floor)?.[1] ?? 'F';
  return { score, grade, results: scored };
}
