/** The status line's strings of an A to Z overview (src/react/az/result-status.ts) from i18n: `azOverviews.{list}.*` and the shared loading texts. */
import type { ResultStatusStrings } from '#src/react/az/result-status.ts';

/** `list`: the overview's own strings by key; `t`: every string by its full key. */
export function resultStatusStrings(list: (key: string) => string, t: (key: string) => string): ResultStatusStrings {
  return {
    total: list('total'),
    empty: list('empty'),
    countOne: list('countOne'),
    countOther: list('countOther'),
    loading: t('azOverviews.loading'),
    loadFailed: t('azOverviews.loadFailed'),
  };
}
