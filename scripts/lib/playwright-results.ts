/**
 * The totals of a Playwright run from its `json` reporter's file: every test passed, failed or skipped, and for
 * each failure its full title and the first line of its error. Only the fields read here are checked.
 */
import { stripVTControlCharacters } from 'node:util';
import { z } from 'zod';

const errorSchema = z.object({ message: z.string().optional() });

const specSchema = z.object({
  title: z.string(),
  tests: z.array(
    z.object({
      status: z.enum(['expected', 'unexpected', 'flaky', 'skipped']),
      results: z.array(z.object({ errors: z.array(errorSchema).default([]) })),
    }),
  ),
});

type Suite = { title: string; specs: z.infer<typeof specSchema>[]; suites?: Suite[] | undefined };
const suiteSchema: z.ZodType<Suite> = z.lazy(() =>
  z.object({ title: z.string(), specs: z.array(specSchema), suites: z.array(suiteSchema).optional() }),
);

const resultsSchema = z.object({
  suites: z.array(suiteSchema),
  /** What stopped tests from running at all: a spec that did not load, a web server that did not start. */
  errors: z.array(errorSchema).default([]),
  stats: z.object({ duration: z.number().nonnegative() }),
});

export type PlaywrightTotals = {
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  failures: { test: string; message: string }[];
  /** First lines of the errors that stopped the run itself. */
  runErrors: string[];
};

const firstLine = (message: string | undefined): string =>
  stripVTControlCharacters(message ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '') ?? 'failed without a message';

/** Reads the reporter's JSON; throws when it is not a Playwright report. */
export function playwrightTotals(json: unknown): PlaywrightTotals {
  const results = resultsSchema.parse(json);
  const totals: PlaywrightTotals = {
    passed: 0,
    failed: 0,
    skipped: 0,
    seconds: Math.round(results.stats.duration / 100) / 10,
    failures: [],
    runErrors: results.errors.map((error) => firstLine(error.message)),
  };
  const visit = (suite: Suite, titles: readonly string[]): void => {
    for (const spec of suite.specs)
      for (const test of spec.tests) {
        if (test.status === 'skipped') totals.skipped += 1;
        else if (test.status === 'unexpected') {
          totals.failed += 1;
          const last = test.results.at(-1);
          totals.failures.push({
            test: [...titles, spec.title].join(' › '),
            message: firstLine(last?.errors[0]?.message),
          });
        } else totals.passed += 1;
      }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of results.suites) visit(suite, [suite.title]);
  return totals;
}
