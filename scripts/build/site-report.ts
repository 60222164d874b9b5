/**
 * At the end of the build: what the build found wrong with the content (links that lead nowhere,
 * with the page they are on; malformed items and blocks that were skipped; calls answered from
 * their last good copy). The discovery crawl leaves its summary in the crawl report file, and the
 * build context's problem report collects every problem in the problems file, a JSON line each
 * (src/lib/build/report.ts): Astro's integrations have their own copy of the modules, so the two
 * meet in files.
 *
 * One kind of problem fails the build (DESIGN.md "Never partial"): a call to the CMS that failed
 * after its retries with no last good copy to fall back on (`call failed`, reported by the content
 * client). Whatever the page that made it did without the answer (left a page out, showed a list
 * without it), the site is not whole, so `npm run build` ends with an error naming the calls.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { CALL_FAILED } from '#src/lib/api/content-client.ts';
import { readCrawlReport } from '#src/lib/crawl/crawl-report.ts';
import { LIST_FAILED, PAGE_FAILED } from '#src/lib/crawl/discovery.ts';
import type { ContentProblem } from '#src/lib/build/report.ts';
import {
  CONTENT_CHECK,
  findingOfMessage,
  findingsByPage,
  type EditorialFinding,
} from '#src/lib/content/editorial-checks.ts';
import type { RunFiles } from '#src/lib/build/run.ts';
import { overdueReviews, overdueSummaryLines } from '#src/review-dates/overdue.ts';
import { amsterdamDay } from '#src/lib/dates.ts';

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/** The problems in a problems file (JSON lines); none when there is no file. */
export async function readProblems(file: string): Promise<ContentProblem[]> {
  return ((await readText(file)) ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ContentProblem);
}

/** The error that fails a build whose calls failed for good, naming each call; null when none did. */
export function failedCallsError(problems: readonly ContentProblem[]): Error | null {
  const failing = new Set([CALL_FAILED, PAGE_FAILED, LIST_FAILED]);
  const failed = [
    ...new Set(
      problems.filter((problem) => failing.has(problem.kind)).map((problem) => `${problem.kind}: ${problem.message}`),
    ),
  ];
  if (failed.length === 0) return null;
  const shown = failed.slice(0, 50).map((message) => `  - ${message}`);
  const more = failed.length > shown.length ? [`  ... and ${failed.length - shown.length} more`] : [];
  return new Error(
    [
      `The CMS failed ${failed.length} call(s) (after every retry, with no cached copy to fall back on) or did not deliver a page or list the site needs; the site would be partial, so the build fails:`,
      ...shown,
      ...more,
    ].join('\n'),
  );
}

/**
 * The content checks for editors among the problems: they are not content problems (the page is
 * whole, just not as good as it could be), so the summary counts them apart, once per page and finding.
 */
export function splitContentChecks(problems: readonly ContentProblem[]): {
  problems: ContentProblem[];
  findings: EditorialFinding[];
} {
  const findings = new Map<string, EditorialFinding>();
  const rest: ContentProblem[] = [];
  for (const problem of problems) {
    const finding = problem.kind === CONTENT_CHECK ? findingOfMessage(problem.message) : null;
    if (finding) findings.set(problem.message, finding);
    else rest.push(problem);
  }
  return { problems: rest, findings: [...findings.values()] };
}

/** The summary's line for the content checks. */
export function contentChecksLine(findings: readonly EditorialFinding[]): string {
  return `content checks: ${findings.length} findings on ${new Set(findings.map((finding) => finding.page)).size} pages`;
}

export function siteReport(files: Pick<RunFiles, 'crawlReport' | 'problems' | 'contentChecks'>): AstroIntegration {
  return {
    name: 'hospital:site-report',
    hooks: {
      'astro:build:start': async () => {
        await Promise.all(
          [files.crawlReport, files.problems, files.contentChecks].map((file) => rm(file, { force: true })),
        );
      },
      'astro:build:done': async ({ logger }) => {
        const report = await readCrawlReport(files.crawlReport);
        const { problems, findings } = splitContentChecks(await readProblems(files.problems));
        if (report !== null) {
          const byKind = new Map<string, number>();
          for (const problem of problems) byKind.set(problem.kind, (byKind.get(problem.kind) ?? 0) + 1);
          logger.info(
            `${report.pages} pages from the site graph; ${report.deadLinks.length} links that lead nowhere; ${problems.length} content problems`,
          );
          for (const dead of report.deadLinks) logger.warn(`link that leads nowhere: on ${dead.page} -> ${dead.link}`);
          for (const [kind, count] of byKind)
            logger.warn(`${count} x ${kind} (details above and in ${path.relative(process.cwd(), files.problems)})`);
          // Overdue is counted on the day of the build: the pages themselves do not change with it.
          const today = amsterdamDay(new Date());
          const [total = '', ...perDepartment] = overdueSummaryLines(
            overdueReviews(report.reviews, today),
            report.reviews.length,
            today,
          );
          logger.info(total);
          for (const line of perDepartment) logger.warn(line);
          logger.info(
            `${contentChecksLine(findings)} (by page in ${path.relative(process.cwd(), files.contentChecks)})`,
          );
          await writeFile(files.contentChecks, `${JSON.stringify(findingsByPage(findings), null, 2)}\n`);
        }
        const failed = failedCallsError(problems);
        if (failed) throw failed;
      },
    },
  };
}
