/**
 * CMS redirect pairs (spec 2.2) as the build uses them. The pairs are written to
 * `redirects.generated.json` by the content step of the build (issue 4 fills it from the CMS); this
 * module turns them into Astro's `redirects` setting. Whitespace in paths becomes hyphens and the
 * new path carries `?redirectUrl={original slug}`.
 */

export type RedirectPair = { from: string; to: string };

function normalisePath(path: string): string {
  const hyphenated = path.trim().replace(/\s+/g, '-');
  return hyphenated.startsWith('/') ? hyphenated : `/${hyphenated}`;
}

export function redirectTarget(pair: RedirectPair): string {
  const original = normalisePath(pair.from);
  const target = normalisePath(pair.to);
  const separator = target.includes('?') ? '&' : '?';
  return `${target}${separator}redirectUrl=${encodeURIComponent(original.replace(/^\//, ''))}`;
}

export function astroRedirects(pairs: readonly RedirectPair[]): Record<string, { status: 301; destination: string }> {
  const redirects: Record<string, { status: 301; destination: string }> = {};
  for (const pair of pairs) redirects[normalisePath(pair.from)] = { status: 301, destination: redirectTarget(pair) };
  return redirects;
}
