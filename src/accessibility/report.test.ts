import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_REPORT_FILE,
  KEYBOARD_JOURNEYS_FILE,
  accessibilityReportSchema,
  readAccessibilityEvidence,
  readJourneysTotals,
  summariseAxe,
  writeAccessibilityReport,
  writeHtmlCheckTotals,
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
    const report = { checkedAt: '2026-11-26T04:00:00.000Z', axe };
    expect(accessibilityReportSchema.parse(JSON.parse(JSON.stringify(report)))).toEqual(report);
  });
});

describe('readAccessibilityEvidence', () => {
  it('reads each check from its file and gives null for a check that has not run or left no valid file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'evidence-'));
    try {
      expect(await readAccessibilityEvidence(dir)).toEqual({ axe: null, html: null, journeys: null });
      const html = { checkedAt: '2026-11-26T05:00:00.000Z', pagesChecked: 2, errors: 1, details: [] };
      await writeHtmlCheckTotals(dir, html);
      await writeFile(path.join(dir, ACCESSIBILITY_REPORT_FILE), '{"checkedAt": 1}');
      expect(await readAccessibilityEvidence(dir)).toEqual({ axe: null, html, journeys: null });
      const axe = summariseAxe([{ page: '/', violations: [] }], {
        scope: 'structures',
        rules: ['wcag2a'],
        pagesInSite: 1,
        seconds: 0.5,
      });
      await writeAccessibilityReport(path.join(dir, ACCESSIBILITY_REPORT_FILE), { checkedAt: html.checkedAt, axe });
      expect(await readAccessibilityEvidence(dir)).toEqual({
        axe: { checkedAt: html.checkedAt, axe },
        html,
        journeys: null,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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
