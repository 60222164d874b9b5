import { describe, expect, it } from 'vitest';
import { accessibilityReportSchema, summariseAxe } from './report.ts';

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
