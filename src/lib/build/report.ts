/**
 * Problems with content found while building: a malformed CMS item, an unknown block kind, a link
 * that leads nowhere, a call answered from its last good copy. Each is printed when found and kept
 * for the summary at the end of the build; only a `call failed` (a call the CMS did not answer
 * after its retries, with no copy to fall back on) fails the build there (scripts/build/site-report.ts).
 * One report belongs to one build context (context.ts).
 *
 * When the report has a file, every problem is also appended to it as one JSON line: the
 * end-of-build summary (scripts/build/site-report.ts) runs in Astro's integration, which has its
 * own copy of the modules, and reads them from there.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export type ContentProblem = { kind: string; message: string };

export type ProblemReport = {
  add(kind: string, message: string): void;
  problems(): readonly ContentProblem[];
};

export type ProblemReportOptions = {
  /** A JSON-lines file that collects the problems for the end-of-build summary. */
  file?: string;
  /** Where each problem is printed (console.warn by default). */
  log?: (line: string) => void;
};

export function createProblemReport(options: ProblemReportOptions = {}): ProblemReport {
  const problems: ContentProblem[] = [];
  const log = options.log ?? ((line: string) => console.warn(line));
  if (options.file) mkdirSync(path.dirname(options.file), { recursive: true });
  return {
    add(kind, message) {
      const problem = { kind, message };
      problems.push(problem);
      log(`[content] ${kind}: ${message}`);
      if (options.file) appendFileSync(options.file, `${JSON.stringify(problem)}\n`);
    },
    problems: () => problems,
  };
}
