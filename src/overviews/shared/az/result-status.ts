/**
 * The status line of an A to Z overview (a polite `role="status"`): the size of the whole list when
 * nothing is filtered, else loading, failed, nothing found, or the number of matches.
 */
import { fillTemplate } from '#src/i18n/template.ts';
import type { AzStrings } from '#src/overviews/shared/az/AzIndex.tsx';
import type { StaticData } from '#src/overviews/shared/static-data.ts';

/** The counts in an overview's own group of azOverviews (the loading texts are in azOverviews.common). */
export type ResultStatusStrings = {
  /** `{{n}}`: the whole list. */
  total: string;
  /** Nothing matches. */
  empty: string;
  /** One match. */
  countOne: string;
  /** `{{n}}` matches. */
  countOther: string;
};

export function resultStatus(
  strings: ResultStatusStrings,
  common: AzStrings,
  total: number,
  filtered: boolean,
  data: StaticData<unknown>,
  results: readonly unknown[] | null,
): string {
  if (!filtered) return fillTemplate(strings.total, { n: total });
  if (data.state === 'failed') return common.loadFailed;
  if (!results) return common.loading;
  return countStatus(strings, total, filtered, results.length);
}

/**
 * The status line for a list whose size is known (the one the server rendered): the whole list's size, nothing found,
 * or the matches.
 */
export function countStatus(strings: ResultStatusStrings, total: number, filtered: boolean, count: number): string {
  if (!filtered) return fillTemplate(strings.total, { n: total });
  if (count === 0) return strings.empty;
  return count === 1 ? strings.countOne : fillTemplate(strings.countOther, { n: count });
}
