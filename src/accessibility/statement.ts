/**
 * What the accessibility statement says of itself besides the hospital's text from the CMS: the
 * date of this release, the latest automated results (each check's report, report.ts) and the
 * register entry. The statement's pages are a CMS page in each language; the site adds these facts
 * below its text. The checks run on a built site, so the results shown are those of the latest
 * checked release before this one (or of the same out dir's previous build), each with its date.
 */
import type { Locale } from '#src/i18n/locales.ts';
import type { AccessibilityRegister } from './register.ts';
import { amsterdamDay } from '#src/lib/dates.ts';

/** The statement's page in each language. */
export const ACCESSIBILITY_STATEMENT_ROUTES: Readonly<Record<Locale, string>> = {
  nl: '/toegankelijkheid',
  en: '/en/accessibility',
};

export function isAccessibilityStatementRoute(route: string): boolean {
  return Object.values(ACCESSIBILITY_STATEMENT_ROUTES).includes(route);
}

/** The axe run's totals, as the report keeps them and the statement shows them. */
type AxeTotals = {
  /** Every page, or one page of every distinct page structure. */
  scope: 'structures' | 'all';
  pagesChecked: number;
  pagesInSite: number;
  violations: number;
  pagesWithViolations: number;
};

/** The day a check ran (YYYY-MM-DD). */
type CheckedOn = { checkedOn: string };

/** The totals of the latest checks the statement shows (their details stay in the release's reports/). */
export type AutomatedResults = {
  axe: (AxeTotals & CheckedOn) | null;
  html: ({ pagesChecked: number; errors: number } & CheckedOn) | null;
  journeys: ({ passed: number; failed: number; total: number } & CheckedOn) | null;
};

export type StatementFacts = {
  /** The day this release was built (YYYY-MM-DD). */
  releasedOn: string;
  /** null: no automated check has left results for this build to show yet. */
  automated: AutomatedResults | null;
  register: AccessibilityRegister;
};

/** The reports' fields the statement reads, per check; null for a check that has not run. */
export type EvidenceTotals = {
  axe: { checkedAt: string; axe: AxeTotals } | null;
  html: { checkedAt: string; pagesChecked: number; errors: number } | null;
  journeys: { checkedAt: string; passed: number; failed: number; total: number } | null;
};

/** The day a check ran, in the hospital's time zone as every day the site shows (its report keeps the moment). */
const dayOf = (iso: string): string => amsterdamDay(new Date(iso));

export function statementFacts(input: {
  builtAt: Date;
  evidence: EvidenceTotals;
  register: AccessibilityRegister;
}): StatementFacts {
  const { axe, html, journeys } = input.evidence;
  const automated: AutomatedResults = {
    axe: axe
      ? {
          checkedOn: dayOf(axe.checkedAt),
          scope: axe.axe.scope,
          pagesChecked: axe.axe.pagesChecked,
          pagesInSite: axe.axe.pagesInSite,
          violations: axe.axe.violations,
          pagesWithViolations: axe.axe.pagesWithViolations,
        }
      : null,
    html: html ? { checkedOn: dayOf(html.checkedAt), pagesChecked: html.pagesChecked, errors: html.errors } : null,
    journeys: journeys
      ? {
          checkedOn: dayOf(journeys.checkedAt),
          passed: journeys.passed,
          failed: journeys.failed,
          total: journeys.total,
        }
      : null,
  };
  return {
    // The build's day in its fingerprint is the same.
    releasedOn: amsterdamDay(input.builtAt),
    automated: Object.values(automated).some((check) => check !== null) ? automated : null,
    register: input.register,
  };
}
