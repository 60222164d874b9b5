/**
 * Every release's own accessibility evidence, end to end with real builds (a small dataset): the
 * origin makes the first release live, then runs the HTML check, axe on every page structure and the
 * keyboard and display journeys on it in the background, and keeps their results in the release's
 * reports/. The next release's accessibility statement shows those results with their date.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeHTML } from 'entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_MS, startOriginUnderTest, type OriginUnderTest } from '../support/origin-under-test.ts';
import { readAccessibilityEvidence } from '#src/accessibility/report.ts';
import { editAndPublish, waitUntil, type PublishHarness } from '../../scripts/bench/publish-harness.ts';
import { RELEASE_CHECKS_FILE, reportsDirOf } from '../../scripts/origin/release-accessibility-checks.ts';
import type { Release } from '../../scripts/origin/releases.ts';
import { amsterdamDay } from '#src/lib/dates.ts';

const CHECKS_MS = 12 * 60 * 1000;

let origin: OriginUnderTest;
let harness: PublishHarness;
let first: Release;

beforeAll(
  async () => {
    origin = await startOriginUnderTest('release-accessibility', { accessibilityChecks: true });
    harness = origin.harness;
    const live = await harness.origin.store.live();
    if (!live) throw new Error('no live release');
    first = live;
    await waitUntil(
      `the accessibility checks of release ${first.id}`,
      async () => {
        const status = await harness.origin.status();
        return status.accessibilityChecks !== 'off' && status.accessibilityChecks.lastChecked === first.id;
      },
      CHECKS_MS,
      1000,
    ).catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${origin.log.join('\n')}`);
    });
  },
  BUILD_MS + CHECKS_MS + 60_000,
);

afterAll(() => origin?.stop(), 60_000);

describe("a release's accessibility evidence", () => {
  it(
    'holds the results of the HTML check, axe and the journeys in its reports/, each having passed',
    async () => {
      const record = JSON.parse(await readFile(path.join(reportsDirOf(first), RELEASE_CHECKS_FILE), 'utf8')) as {
        state: string;
        checks: Array<{ name: string; exitCode: number | null }>;
      };
      expect(record.state).toBe('checked');
      expect(record.checks.map((check) => [check.name, check.exitCode])).toEqual([
        ['check:html', 0],
        ['check:a11y', 0],
        ['check:journeys', 0],
      ]);
      const evidence = await readAccessibilityEvidence(reportsDirOf(first));
      expect(evidence.html?.errors).toBe(0);
      expect(evidence.html?.pagesChecked).toBeGreaterThan(20);
      expect(evidence.axe?.axe.violations).toBe(0);
      expect(evidence.axe?.axe.scope).toBe('structures');
      expect(evidence.axe?.axe.pagesChecked).toBeGreaterThan(10);
      expect(evidence.journeys?.failed).toBe(0);
      expect(evidence.journeys?.passed).toBeGreaterThan(10);
      expect(origin.log.join('\n')).toMatch(
        new RegExp(`accessibility checks of release ${first.id}: check:html passed`),
      );
      // The next publish's build, prepared before the checks ended, is prepared again with their results.
      await waitUntil(
        'the next build prepared with the results',
        async () =>
          origin.log.some((line) =>
            line.includes(`the next build is prepared with the accessibility results of release ${first.id}`),
          ),
        BUILD_MS,
        200,
      );
    },
    BUILD_MS,
  );

  // A publish's build: it waits for one, as long as a build may take (the default 20 s is not a build's time).
  it(
    "the next release's statement shows them, with the day they were checked",
    async () => {
      await editAndPublish(harness.cms, '/patienten-en-bezoekers', 'Patiënten en bezoekers (nagekeken)');
      await waitUntil(
        'the next release',
        async () => (await harness.origin.store.live())?.id !== first.id,
        BUILD_MS,
        500,
      );
      const next = await harness.origin.store.live();
      if (!next) throw new Error('no live release');
      const evidence = await readAccessibilityEvidence(reportsDirOf(first));
      const statement = await readFile(path.join(next.dir, 'client', 'toegankelijkheid', 'index.html'), 'utf8');
      const shown = (name: string): string =>
        decodeHTML(new RegExp(`<dd data-statement-${name}[^>]*>([\\s\\S]*?)</dd>`).exec(statement)?.[1] ?? '');
      const axe = shown('axe');
      expect(axe).toContain(`${evidence.axe?.axe.pagesChecked} pagina's gecontroleerd`);
      // The day of the check in the hospital's time zone, as the site shows every day (after 23:00 UTC it is the next).
      expect(axe).toContain(`datetime="${amsterdamDay(new Date(evidence.axe?.checkedAt ?? ''))}"`);
      const html = shown('html');
      expect(html).toContain(`${evidence.html?.pagesChecked} pagina's gecontroleerd, 0 fouten`);
      expect(shown('journeys')).toContain(
        `${evidence.journeys?.total} routes gelopen: ${evidence.journeys?.passed} geslaagd, 0 mislukt.`,
      );
    },
    BUILD_MS,
  );
});
