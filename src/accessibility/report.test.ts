import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_REPORT_FILE,
  accessibilityReportSchema,
  readAccessibilityEvidence,
  summariseAxe,
  writeAccessibilityReport,
  writeHtmlCheckTotals,
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
      expect(await readAccessibilityEvidence(dir)).toEqual({ axe: null, html: null });
      const html = { checkedAt: '2026-11-26T05:00:00.000Z', pagesChecked: 2, errors: 1, details: [] };
      await writeHtmlCheckTotals(dir, html);
      await writeFile(path.join(dir, ACCESSIBILITY_REPORT_FILE), '{"checkedAt": 1}');
      expect(await readAccessibilityEvidence(dir)).toEqual({ axe: null, html });
      const axe = summariseAxe([{ page: '/', violations: [] }], {
        scope: 'structures',
        rules: ['wcag2a'],
        pagesInSite: 1,
        seconds: 0.5,
      });
      await writeAccessibilityReport(path.join(dir, ACCESSIBILITY_REPORT_FILE), { checkedAt: html.checkedAt, axe });
      expect(await readAccessibilityEvidence(dir)).toEqual({ axe: { checkedAt: html.checkedAt, axe }, html });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
