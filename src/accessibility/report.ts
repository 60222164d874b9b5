/**
 * The automated accessibility results of a built site, one JSON file per check, written to a
 * reports folder: the build's run folder by default (a release keeps it as its `reports/`), or the
 * folder a check is given (`--report-dir`). The axe run writes accessibility-report.json, the HTML
 * check html-check.json, the keyboard and display journeys keyboard-journeys.json. A later build's
 * accessibility statement reads them back (readAccessibilityEvidence).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { readJsonFile } from '#src/lib/json-file.ts';

export const ACCESSIBILITY_REPORT_FILE = 'accessibility-report.json';
/** The HTML check's totals, which `npm run check:html` leaves in the reports folder. */
export const HTML_CHECK_FILE = 'html-check.json';
/** A site with thousands of errors has one cause repeated on every page: the first ones say what it is. */
export const HTML_CHECK_DETAILS_KEPT = 500;
/** The keyboard and display journeys' results, which `npm run check:journeys` leaves in the reports folder. */
export const KEYBOARD_JOURNEYS_FILE = 'keyboard-journeys.json';

const htmlTotalsSchema = z.object({
  checkedAt: z.string(),
  pagesChecked: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
  /** The first errors (HTML_CHECK_DETAILS_KEPT at most), for whoever reads the release's reports. */
  details: z.array(
    z.object({ page: z.string(), line: z.number().nullable(), column: z.number().nullable(), message: z.string() }),
  ),
});
export type HtmlCheckTotals = z.infer<typeof htmlTotalsSchema>;

const axeViolationSchema = z.object({
  page: z.string(),
  rule: z.string(),
  impact: z.string(),
  nodes: z.number().int().nonnegative(),
});

export const accessibilityReportSchema = z.object({
  checkedAt: z.string(),
  axe: z.object({
    /** `structures`: one page of every distinct page structure; `all`: every page. */
    scope: z.enum(['structures', 'all']),
    rules: z.array(z.string()),
    pagesInSite: z.number().int().nonnegative(),
    pagesChecked: z.number().int().nonnegative(),
    pagesWithViolations: z.number().int().nonnegative(),
    violations: z.number().int().nonnegative(),
    details: z.array(axeViolationSchema),
    seconds: z.number().nonnegative(),
  }),
});
export type AccessibilityReport = z.infer<typeof accessibilityReportSchema>;

export type AxePageResult = {
  page: string;
  violations: ReadonlyArray<{ id: string; impact?: string | null; nodes: readonly unknown[] }>;
};

/** The axe part of the report from each page's violations. */
export function summariseAxe(
  results: readonly AxePageResult[],
  run: { scope: 'structures' | 'all'; rules: readonly string[]; pagesInSite: number; seconds: number },
): AccessibilityReport['axe'] {
  const details = results.flatMap((result) =>
    result.violations.map((violation) => ({
      page: result.page,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      nodes: violation.nodes.length,
    })),
  );
  return {
    scope: run.scope,
    rules: [...run.rules],
    pagesInSite: run.pagesInSite,
    pagesChecked: results.length,
    pagesWithViolations: results.filter((result) => result.violations.length > 0).length,
    violations: details.length,
    details,
    seconds: Math.round(run.seconds * 10) / 10,
  };
}

/** The axe report's file in a reports folder. */
export const accessibilityReportFile = (reportDir: string): string => path.join(reportDir, ACCESSIBILITY_REPORT_FILE);

export async function writeAccessibilityReport(file: string, report: AccessibilityReport): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}

/** The report in `file`, or null when there is none or it is not one. */
export const readAccessibilityReport = (file: string): Promise<AccessibilityReport | null> =>
  readJsonFile(file, accessibilityReportSchema);

export async function writeHtmlCheckTotals(reportDir: string, totals: HtmlCheckTotals): Promise<void> {
  await mkdir(reportDir, { recursive: true });
  await writeFile(path.join(reportDir, HTML_CHECK_FILE), `${JSON.stringify(totals, null, 2)}\n`);
}

/** The HTML check's totals in a reports folder, or null when it has not run there. */
export const readHtmlCheckTotals = (reportDir: string): Promise<HtmlCheckTotals | null> =>
  readJsonFile(path.join(reportDir, HTML_CHECK_FILE), htmlTotalsSchema);

export const journeysReportSchema = z.object({
  checkedAt: z.string(),
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  seconds: z.number().nonnegative(),
  /** Each failed journey and the first line of what it found. */
  failures: z.array(z.object({ test: z.string(), message: z.string() })),
});
export type JourneysReport = z.infer<typeof journeysReportSchema>;
export type JourneysTotals = Pick<JourneysReport, 'checkedAt' | 'passed' | 'failed' | 'total'>;

export async function writeJourneysReport(dir: string, report: JourneysReport): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, KEYBOARD_JOURNEYS_FILE), `${JSON.stringify(report, null, 2)}\n`);
}

/** The journeys' totals in a reports folder, or null when they have not run there. */
export async function readJourneysTotals(dir: string): Promise<JourneysTotals | null> {
  const report = await readJsonFile(path.join(dir, KEYBOARD_JOURNEYS_FILE), journeysReportSchema);
  return report && { checkedAt: report.checkedAt, passed: report.passed, failed: report.failed, total: report.total };
}

/** Every check's results in a reports folder; null for a check that has not run there. */
export type AccessibilityEvidence = {
  axe: AccessibilityReport | null;
  html: HtmlCheckTotals | null;
  journeys: JourneysTotals | null;
};

export async function readAccessibilityEvidence(reportDir: string): Promise<AccessibilityEvidence> {
  const [axe, html, journeys] = await Promise.all([
    readAccessibilityReport(accessibilityReportFile(reportDir)),
    readHtmlCheckTotals(reportDir),
    readJourneysTotals(reportDir),
  ]);
  return { axe, html, journeys };
}
