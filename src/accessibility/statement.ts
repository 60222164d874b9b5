/**
 * What the accessibility statement says of itself besides the hospital's text from the CMS: the
 * date of this release, the latest automated results (the accessibility report,
 * scripts/build/a11y-report.ts) and the register entry. The statement's pages are a CMS page in
 * each language; the site adds these facts below its text.
 */
import type { Locale } from '#src/i18n/locales.ts';
import type { AccessibilityRegister } from './register.ts';

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

/** The totals of the report the statement shows (its details stay in the release's reports/). */
export type AutomatedResults = AxeTotals & {
  /** The day the checks ran (YYYY-MM-DD). */
  checkedOn: string;
  /** The HTML check's totals, when it ran. */
  html: { pagesChecked: number; errors: number } | null;
};

export type StatementFacts = {
  /** The day this release was built (YYYY-MM-DD). */
  releasedOn: string;
  /** null: no automated check has run for this build's folder yet. */
  automated: AutomatedResults | null;
  register: AccessibilityRegister;
};

/** The report's fields the statement reads. */
export type ReportTotals = {
  checkedAt: string;
  axe: AxeTotals;
  html: { pagesChecked: number; errors: number } | null;
};

export function statementFacts(input: {
  builtAt: Date;
  report: ReportTotals | null;
  register: AccessibilityRegister;
}): StatementFacts {
  const { report } = input;
  return {
    releasedOn: input.builtAt.toISOString().slice(0, 10),
    automated: report
      ? {
          checkedOn: report.checkedAt.slice(0, 10),
          scope: report.axe.scope,
          pagesChecked: report.axe.pagesChecked,
          pagesInSite: report.axe.pagesInSite,
          violations: report.axe.violations,
          pagesWithViolations: report.axe.pagesWithViolations,
          html: report.html,
        }
      : null,
    register: input.register,
  };
}
