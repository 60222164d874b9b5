/**
 * At the end of the build: what the build found wrong with the content (links that lead nowhere,
 * with the page they are on; malformed items and blocks that were skipped). The discovery crawl
 * leaves its summary in the crawl report file, and the build context's problem report collects
 * every problem in the problems file, a JSON line each (src/lib/build/report.ts): Astro's
 * integrations have their own copy of the modules, so the two meet in files. Nothing here fails the build.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import type { SiteConfig } from '#src/lib/build/config.ts';
import type { ContentProblem } from '#src/lib/build/report.ts';

type CrawlReport = { pages: number; deadLinks: Array<{ page: string; link: string }> };

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

export function siteReport(config: Pick<SiteConfig, 'crawlReportFile' | 'problemsFile'>): AstroIntegration {
  return {
    name: 'hospital:site-report',
    hooks: {
      'astro:build:start': async () => {
        await Promise.all([rm(config.crawlReportFile, { force: true }), rm(config.problemsFile, { force: true })]);
      },
      'astro:build:done': async ({ logger }) => {
        const crawl = await readText(config.crawlReportFile);
        if (crawl === null) return;
        const report = JSON.parse(crawl) as CrawlReport;
        const problems = ((await readText(config.problemsFile)) ?? '')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as ContentProblem);
        const byKind = new Map<string, number>();
        for (const problem of problems) byKind.set(problem.kind, (byKind.get(problem.kind) ?? 0) + 1);
        logger.info(`${report.pages} pages from the site graph; ${report.deadLinks.length} links that lead nowhere; ${problems.length} content problems`);
        for (const dead of report.deadLinks) logger.warn(`link that leads nowhere: on ${dead.page} -> ${dead.link}`);
        for (const [kind, count] of byKind) logger.warn(`${count} x ${kind} (details above and in ${path.relative(process.cwd(), config.problemsFile)})`);
      },
    },
  };
}
