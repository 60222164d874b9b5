/**
 * Read-your-write: a publish webhook can arrive before the CMS serves what was published, and the
 * rebuild then shows the old version. The webhook names the page and its version (`data.route`,
 * `data.modified`); a page whose built `dcterms.modified` is older than that is not yet updated, and
 * the origin builds again after a pause, a bounded number of times.
 */
import { askedPath } from './page-status.ts';
import type { PageVersions } from './page-versions.ts';
import type { Publication } from './publish-callback.ts';

/** Builds again after these pauses while a published page is not yet updated; then it is reported as such. */
export const READ_YOUR_WRITE_PAUSES_MS = [2000, 4000, 8000] as const;

/** The routes of `publications` whose built page is missing or shows an older version than the one published. */
export function pagesNotYetUpdated(publications: readonly Publication[], pages: Readonly<PageVersions>): string[] {
  const behind = new Set<string>();
  for (const { route, modified } of publications) {
    if (route === null || modified === null) continue;
    const page = askedPath(route) ?? route;
    const published = Date.parse(modified);
    if (Number.isNaN(published)) continue;
    const built = pages[page]?.modified;
    const builtAt = built ? Date.parse(built) : Number.NaN;
    if (Number.isNaN(builtAt) || builtAt < published) behind.add(page);
  }
  return [...behind].sort();
}
