import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  KEYBOARD_JOURNEYS_FILE,
  accessibilityReportSchema,
  readJourneysTotals,
  summariseAxe,
  writeJourneysReport,
} from './report.ts';

describe('summariseAxe', () => {
  const results = [
    { page: '/a/', violations: [] },
    {
      page: '/b/',
      violations: [
        { id: 'color-contrast', impact: 'serious', nodes: [{}, {}] },
        { id: 'region', impact: null, nodes: [{}] },
      ],
    },
    { page: '/c/', violations: [{ id: 'list', impact: 'serious', nodes: [{}] }] },
  ];

  it('counts the pages checked, the violations and the pages that have any', () => {
    const axe = summariseAxe(results, { scope: 'structures', rules: ['wcag2aa'], pagesInSite: 10, seconds: 12.34 });
    expect(axe).toMatchObject({
      scope: 'structures',
      pagesInSite: 10,
      pagesChecked: 3,
      pagesWithViolations: 2,
      violations: 3,
      seconds: 12.3,
    });
    expect(axe.details).toEqual([
      { page: '/b/', rule: 'color-contrast', impact: 'serious', nodes: 2 },
      { page: '/b/', rule: 'region', impact: 'unknown', nodes: 1 },
      { page: '/c/', rule: 'list', impact: 'serious', nodes: 1 },
    ]);
  });

  it('makes a report its own schema accepts', () => {
    const axe = summariseAxe(results, { scope: 'all', rules: [], pagesInSite: 3, seconds: 1 });
    const report = { checkedAt: '2026-11-26T04:00:00.000Z', axe, html: { pagesChecked: 3, errors: 0 } };
    expect(accessibilityReportSchema.parse(JSON.parse(JSON.stringify(report)))).toEqual(report);
  });
});

describe('the keyboard journeys report', () => {
  const report = {
    checkedAt: '2026-11-26T04:00:00.000Z',
    passed: 76,
    failed: 1,
    total: 77,
    seconds: 184.2,
    failures: [{ test: 'keyboard on / (nl-NL home)', message: 'Error: Tab walk: stops' }],
  };

  it('is written to its file in the folder and read back as its totals', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'journeys-report-'));
    try {
      await writeJourneysReport(path.join(dir, 'reports'), report);
      expect(JSON.parse(await readFile(path.join(dir, 'reports', KEYBOARD_JOURNEYS_FILE), 'utf8'))).toEqual(report);
      expect(await readJourneysTotals(path.join(dir, 'reports'))).toEqual({
        checkedAt: '2026-11-26T04:00:00.000Z',
        passed: 76,
        failed: 1,
        total: 77,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads no totals where the journeys have not run or the file is not a report', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'journeys-report-'));
    try {
      expect(await readJourneysTotals(dir)).toBeNull();
      await writeFile(path.join(dir, KEYBOARD_JOURNEYS_FILE), JSON.stringify({ passed: 'all' }));
      expect(await readJourneysTotals(dir)).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
