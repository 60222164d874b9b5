/**
 * Host rules in the `_redirects` format that static hosts read (one `from to status` rule a line):
 * the CMS redirects as real 301s (Astro's own static redirects are meta-refresh pages with status
 * 200), then the English not-found page for unknown paths under /en. The local server
 * (scripts/serve.ts) answers the same rules.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { astroRedirects, type RedirectPair } from './redirects.ts';

export type HostRule = { from: string; to: string; status: number };

export const NOT_FOUND_RULES: readonly HostRule[] = [{ from: '/en/*', to: '/en/404/index.html', status: 404 }];

export function hostRulesFor(pairs: readonly RedirectPair[]): HostRule[] {
  const redirects = Object.entries(astroRedirects(pairs)).map(([from, { destination, status }]) => ({ from, to: destination, status }));
  return [...redirects, ...NOT_FOUND_RULES];
}

export function formatHostRules(rules: readonly HostRule[]): string {
  return `${rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}`).join('\n')}\n`;
}

export function parseHostRules(text: string): HostRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => {
      const [from, to, status] = line.split(/\s+/);
      return from && to ? [{ from, to, status: Number(status ?? 301) }] : [];
    });
}

/** The rule for a request path, if any: exact paths first, then `/prefix/*` patterns. */
export function matchHostRule(rules: readonly HostRule[], pathname: string): HostRule | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    rules.find((rule) => !rule.from.endsWith('*') && rule.from === clean) ??
    rules.find((rule) => rule.from.endsWith('/*') && clean.startsWith(rule.from.slice(0, -1)))
  );
}

export function hostRules(options: { pairs: readonly RedirectPair[] }): AstroIntegration {
  return {
    name: 'hospital:host-rules',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const rules = hostRulesFor(options.pairs);
        await writeFile(path.join(fileURLToPath(dir), '_redirects'), formatHostRules(rules));
        logger.info(`_redirects: ${rules.length - NOT_FOUND_RULES.length} redirects, ${NOT_FOUND_RULES.length} not-found rule(s)`);
      },
    },
  };
}
