import { describe, expect, it } from 'vitest';
import { playwrightTotals } from './playwright-results.ts';

const test = (status: string, message?: string) => ({
  status,
  results: [{ errors: message === undefined ? [] : [{ message }] }],
});

describe('playwrightTotals', () => {
  it('counts passed, failed and skipped tests and names each failure with its first line', () => {
    const totals = playwrightTotals({
      suites: [
        {
          title: 'keyboard-journeys.spec.ts',
          specs: [
            { title: 'keyboard on /', tests: [test('expected')] },
            {
              title: 'keyboard on /en/',
              tests: [test('unexpected', '\u001b[2mexpect(\u001b[22mreceived).toEqual()\n\nTab walk: stops')],
            },
          ],
          suites: [
            {
              title: 'Escape closes and gives focus back',
              specs: [
                { title: '/: the phone menu', tests: [test('flaky'), test('skipped')] },
                { title: '/: the cookie bar', tests: [test('unexpected')] },
              ],
            },
          ],
        },
      ],
      stats: { duration: 184_250 },
    });
    expect(totals).toEqual({
      passed: 2,
      failed: 2,
      skipped: 1,
      seconds: 184.3,
      runErrors: [],
      failures: [
        { test: 'keyboard-journeys.spec.ts › keyboard on /en/', message: 'expect(received).toEqual()' },
        {
          test: 'keyboard-journeys.spec.ts › Escape closes and gives focus back › /: the cookie bar',
          message: 'failed without a message',
        },
      ],
    });
  });

  it('keeps the errors that stopped the run', () => {
    const totals = playwrightTotals({
      suites: [],
      errors: [{ message: 'Error: No built pages in /x/client\n    at journeys.ts:16' }],
      stats: { duration: 0 },
    });
    expect(totals.runErrors).toEqual(['Error: No built pages in /x/client']);
  });

  it('refuses what is not a Playwright report', () => {
    expect(() => playwrightTotals({ passed: 3 })).toThrow();
  });
});
