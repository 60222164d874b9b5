import { describe, expect, it } from 'vitest';
import { readAccessibilityRegister } from './register.ts';
import { isAccessibilityStatementRoute, statementFacts } from './statement.ts';

const register = { entryUrl: null, labelImageUrl: null };

describe('statementFacts', () => {
  it('states the release day in Amsterdam and, without any report, no automated results', () => {
    const facts = statementFacts({
      builtAt: new Date('2026-11-26T23:30:00Z'),
      evidence: { axe: null, html: null, journeys: null },
      register,
    });
    // 23:30 UTC is half past midnight on the 27th in Amsterdam.
    expect(facts).toEqual({ releasedOn: '2026-11-27', automated: null, register });
  });

  it('takes the totals and the day of each check from its report', () => {
    const facts = statementFacts({
      builtAt: new Date('2026-11-27T08:00:00Z'),
      evidence: {
        axe: {
          checkedAt: '2026-11-26T04:20:00Z',
          axe: { scope: 'structures', pagesChecked: 167, pagesInSite: 1508, violations: 2, pagesWithViolations: 1 },
        },
        html: { checkedAt: '2026-11-25T23:59:00Z', pagesChecked: 1508, errors: 0 },
        journeys: { checkedAt: '2026-11-26T04:30:00Z', passed: 77, failed: 1, total: 78 },
      },
      register,
    });
    expect(facts.automated).toEqual({
      axe: {
        checkedOn: '2026-11-26',
        scope: 'structures',
        pagesChecked: 167,
        pagesInSite: 1508,
        violations: 2,
        pagesWithViolations: 1,
      },
      // 23:59 UTC is 00:59 the next day in Amsterdam: the day the site shows is the hospital's.
      html: { checkedOn: '2026-11-26', pagesChecked: 1508, errors: 0 },
      journeys: { checkedOn: '2026-11-26', passed: 77, failed: 1, total: 78 },
    });
  });

  it('shows the checks that ran when others have not', () => {
    const facts = statementFacts({
      builtAt: new Date('2026-11-27T08:00:00Z'),
      evidence: { axe: null, html: { checkedAt: '2026-11-26T10:00:00Z', pagesChecked: 40, errors: 3 }, journeys: null },
      register,
    });
    expect(facts.automated).toEqual({
      axe: null,
      html: { checkedOn: '2026-11-26', pagesChecked: 40, errors: 3 },
      journeys: null,
    });
  });
});

describe('the statement pages', () => {
  it('are /toegankelijkheid and /en/accessibility', () => {
    expect(isAccessibilityStatementRoute('/toegankelijkheid')).toBe(true);
    expect(isAccessibilityStatementRoute('/en/accessibility')).toBe(true);
    expect(isAccessibilityStatementRoute('/privacyverklaring')).toBe(false);
  });
});

describe('readAccessibilityRegister', () => {
  it('is off while unset and takes https addresses only', () => {
    expect(readAccessibilityRegister({})).toEqual(register);
    expect(
      readAccessibilityRegister({
        ACCESSIBILITY_REGISTER_URL: 'https://www.toegankelijkheidsverklaring.nl/register/1',
        ACCESSIBILITY_REGISTER_LABEL_URL: 'https://www.toegankelijkheidsverklaring.nl/files/badge-b.svg',
      }),
    ).toEqual({
      entryUrl: 'https://www.toegankelijkheidsverklaring.nl/register/1',
      labelImageUrl: 'https://www.toegankelijkheidsverklaring.nl/files/badge-b.svg',
    });
    expect(() => readAccessibilityRegister({ ACCESSIBILITY_REGISTER_URL: 'http://example.org/x' })).toThrow(/https/);
  });
});
