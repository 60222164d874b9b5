/**
 * Host rules for the filter pages (src/overviews/shared/filter-pages/filter-pages.ts):
 * `/specialisten?filter=Cardiologie`
 * serves the static page `/specialisten/filter/cardiologie` (200, forced: the overview itself is a
 * file). One rule per value, the value percent-encoded in the file, matched as the host decodes the
 * request's query (`Maag-%2C%20darm-` is the `Maag-, darm-` a link or a form sends as
 * `Maag-%2C+darm-`). A value the rules do not name (another spelling, two filters at once, a name
 * search) reaches the overview, whose island applies it with JavaScript. Read from the build's
 * `/data/filter-pages.json` and the pages it wrote: a listed page that was not built gets no rule.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  filterPagePath,
  readFilterPagesJson,
  type FilterPage,
} from '#src/overviews/shared/filter-pages/filter-pages.ts';
import type { HostRule } from './host-rules.ts';

export function filterRulesFor(pages: readonly FilterPage[]): HostRule[] {
  return pages.map((page) => ({
    from: page.overview,
    query: { [page.param]: page.value },
    to: filterPagePath(page),
    status: 200,
    force: true,
  }));
}

/** The rules for the filter pages in a built client directory (none when the list was not built). */
export async function filterPageRules(clientDir: string): Promise<HostRule[]> {
  let pages: FilterPage[];
  try {
    pages = readFilterPagesJson(JSON.parse(await readFile(path.join(clientDir, 'data', 'filter-pages.json'), 'utf8')));
  } catch {
    return [];
  }
  const built: FilterPage[] = [];
  for (const page of pages) {
    const file = path.join(clientDir, ...filterPagePath(page).split('/').filter(Boolean), 'index.html');
    if (
      await stat(file).then(
        (info) => info.isFile(),
        () => false,
      )
    )
      built.push(page);
  }
  return filterRulesFor(built);
}
