/**
 * The crawl report: what the build's discovery crawl found, written once per build to the crawl
 * report file (the run folder's site-report.json, src/lib/build/run.ts) and read by the end-of-build summary
 * (scripts/build/site-report.ts)
 * and by the origin's release checks (scripts/origin/release-checks.ts): the pages it built, the
 * pages it found but could not load, the links that lead nowhere and each page's next review day.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { SiteGraph } from '#src/lib/crawl/graph-types.ts';
import { reviewEntriesOf, reviewEntrySchema } from '#src/review-dates/overdue.ts';

const crawlReportSchema = z.object({
  pages: z.number(),
  deadLinks: z.array(z.object({ page: z.string(), link: z.string() })),
  /** Every route of the site graph (a page the build makes). */
  routes: z.array(z.string()),
  /** Routes the crawl found whose page the CMS did not deliver (the build fails on them). */
  unloaded: z.array(z.string()),
  /** How long the crawl took. */
  durationMs: z.number(),
  /** The pages with a next review day (a report written before review dates has none). */
  reviews: z.array(reviewEntrySchema).default([]),
});

export type CrawlReport = z.infer<typeof crawlReportSchema>;

export function crawlReportOf(graph: SiteGraph, durationMs: number): CrawlReport {
  return {
    pages: graph.nodes.size,
    deadLinks: [...graph.deadLinks],
    routes: [...graph.nodes.keys()].sort(),
    unloaded: [...graph.unloaded],
    durationMs: Math.round(durationMs),
    reviews: reviewEntriesOf(graph.nodes.values()),
  };
}

/** The report in `file`; null when there is none (no crawl ran); an error naming the file when it is malformed. */
export async function readCrawlReport(file: string): Promise<CrawlReport | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  const parsed = crawlReportSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a crawl report: ${parsed.error.message}`);
  return parsed.data;
}
