/**
 * The pure part of `npm run bench:lighthouse`: which page stands for each page type in each
 * language, and the medians of a page's runs.
 */

import { localeFromPath, type Locale } from '#src/i18n/locales.ts';

export type BuiltPage = { path: string; pageType: string };
export type ChosenPage = BuiltPage & { language: Locale };

/** A page's address from its file under the client folder: `over-ons/index.html` is `/over-ons`. */
export function pagePath(relativeFile: string): string {
  const withoutIndex = relativeFile
    .split(/[\\/]+/)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${withoutIndex}`.replace(/\/+$/, '') || '/';
}

/**
 * One page per page type and language: the one with the shortest address (the overview itself
 * rather than one of its filter or result pages), then the first in alphabetical order. Sorted by
 * page type, Dutch before English.
 */
export function choosePages(pages: readonly BuiltPage[]): ChosenPage[] {
  const chosen = new Map<string, ChosenPage>();
  for (const page of pages) {
    const language = localeFromPath(page.path);
    const key = `${page.pageType} ${language}`;
    const current = chosen.get(key);
    if (
      !current ||
      page.path.length < current.path.length ||
      (page.path.length === current.path.length && page.path < current.path)
    )
      chosen.set(key, { ...page, language });
  }
  return [...chosen.values()].sort((a, b) =>
    a.pageType === b.pageType ? (a.language === 'nl' ? -1 : 1) : a.pageType < b.pageType ? -1 : 1,
  );
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** What one Lighthouse run measured of a page. */
export type RunFigures = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
};

export type PageSummary = {
  runs: number;
  score: number;
  minScore: number;
  maxScore: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
};

export function summarize(runs: readonly RunFigures[]): PageSummary {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  const scores = runs.map((run) => run.score);
  return {
    runs: runs.length,
    score: of((run) => run.score),
    minScore: Math.min(...scores),
    maxScore: Math.max(...scores),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    scriptBytes: of((run) => run.scriptBytes),
  };
}
