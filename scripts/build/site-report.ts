/**
 * At the end of the build: what the discovery crawl found wrong with the content (links that lead
 * nowhere, with the page they are on; malformed items and blocks that were skipped), read from the
 * report the crawl writes (.cache/site-report.json). Nothing here fails the build.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { SITE_REPORT_FILE } from '#src/lib/build/build-files.ts';

type SiteReport = { pages: number; deadLinks: Array<{ page: string; link: string }>; problems: Array<{ kind: string; message: string }> };

export function siteReport(): AstroIntegration {
  return {
    name: 'hospital:site-report',
    hooks: {
      'astro:build:start': async () => {
        await rm(SITE_REPORT_FILE, { force: true });
      },
      'astro:build:done': async ({ logger }) => {
        let report: SiteReport;
        try {
          report = JSON.parse(await readFile(SITE_REPORT_FILE, 'utf8')) as SiteReport;
        } catch {
          return;
        }
        // Problems found while pages rendered (skipped blocks, failed block calls) come after the crawl's report.
        const rendered = (globalThis as typeof globalThis & { [key: symbol]: unknown })[Symbol.for('hospital.contentProblems')];
        if (Array.isArray(rendered)) report.problems = rendered as SiteReport['problems'];
        const byKind = new Map<string, number>();
        for (const problem of report.problems) byKind.set(problem.kind, (byKind.get(problem.kind) ?? 0) + 1);
        logger.info(`${report.pages} pages from the site graph; ${report.deadLinks.length} links that lead nowhere; ${report.problems.length} content problems`);
        for (const dead of report.deadLinks) logger.warn(`link that leads nowhere: on ${dead.page} -> ${dead.link}`);
        for (const [kind, count] of byKind) logger.warn(`${count} x ${kind} (details above and in ${path.relative(process.cwd(), SITE_REPORT_FILE)})`);
      },
    },
  };
}
