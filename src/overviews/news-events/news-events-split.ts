/**
 * The news, agenda and combined lists as static JSON split in small files, so that no visitor
 * action downloads the whole list (issue 13: at most 50 KB gzipped at ten times the content).
 * Under the list's folder (`/data/nieuws/`, ...):
 * - `index.json`: the list's version, how many items it has, the chunk size, the titles each
 *   filter can name and the positions of the items only an excluded tag shows (ListIndexJson);
 * - `{version}/{facet}/{n}.json`: the positions (in the list's order) of the items that name title
 *   `n` of that filter (`a` departments, `s` sub-departments, `p` specialists, `c` centres, `b`
 *   sub-centres, `g` tags);
 * - `{version}/items/{k}.json`: the items at positions `k * chunkSize` up to the next chunk (encodeList).
 * A page of a filtered list reads the index, one file per filter value and the chunks its items
 * are in; a page of the whole list reads the index and one or two chunks. The version (from the
 * list's content) keeps one release's files together: a visitor who read the index before a new
 * release went live asks for files that are gone, and gets an error and a way to try again,
 * never the items of one release at the positions of another. Pure: the build writes the files
 * (src/pages/data/[list]/[...file].json.ts), the island reads them (loadListPage).
 */
import { shouldContainExcludedTags } from '#src/lib/api/query.ts';
import {
  decodeList,
  encodeList,
  FACET_KEYS,
  hasExcludedTag,
  NEWS_EVENTS_PAGE_SIZE,
  pageOf,
  titleTests,
  type FacetKey,
  type Filters,
  type ListItem,
  type ListJson,
  type ListPage,
} from '#src/overviews/news-events/news-events.ts';

/** Items per `items/{k}.json`: one page of the list, so a page of the whole list reads one or two. */
export const LIST_CHUNK_SIZE = NEWS_EVENTS_PAGE_SIZE;

/**
 * `v` the version (folder of the other files), `n` items, `c` items per chunk, `t` the titles per filter (file
 * `{facet}/{index}.json`), `x` positions only an excluded tag shows.
 */
export type ListIndexJson = { v: string; n: number; c: number; t: Partial<Record<FacetKey, string[]>>; x: number[] };

export type ListIndex = {
  version: string;
  total: number;
  chunkSize: number;
  titles: Record<FacetKey, string[]>;
  excluded: number[];
};

/** A version is a folder name: letters, digits, `-` and `_`. */
const VERSION = /^[\w-]+$/;

const FACETS = Object.keys(FACET_KEYS) as Array<keyof typeof FACET_KEYS>;

/**
 * Every file of a list's folder, by its path in it without `.json` (`index`, `{version}/a/3`,
 * `{version}/items/0`). `version` names this content (the build takes a hash of it).
 */
export function splitList(
  items: readonly ListItem[],
  version: string,
  chunkSize: number = LIST_CHUNK_SIZE,
): Map<string, ListIndexJson | number[] | ListJson> {
  if (!VERSION.test(version)) throw new Error(`a list version is a folder name, not "${version}"`);
  const titles: Partial<Record<FacetKey, Map<string, number[]>>> = {};
  const excluded: number[] = [];
  items.forEach((item, position) => {
    if (hasExcludedTag(item)) excluded.push(position);
    for (const name of FACETS) {
      const key = FACET_KEYS[name];
      const byTitle = (titles[key] ??= new Map());
      for (const title of new Set(item.facets[name].map((value) => value.trim()).filter(Boolean))) {
        const positions = byTitle.get(title);
        if (positions) positions.push(position);
        else byTitle.set(title, [position]);
      }
    }
  });
  const files = new Map<string, ListIndexJson | number[] | ListJson>();
  const index: ListIndexJson = { v: version, n: items.length, c: chunkSize, t: {}, x: excluded };
  files.set('index', index);
  for (const [key, byTitle] of Object.entries(titles) as Array<[FacetKey, Map<string, number[]>]>) {
    if (byTitle.size === 0) continue;
    index.t[key] = [...byTitle.keys()];
    [...byTitle.values()].forEach((positions, at) => files.set(`${version}/${key}/${at}`, positions));
  }
  for (let start = 0; start < items.length; start += chunkSize)
    files.set(`${version}/items/${start / chunkSize}`, encodeList(items.slice(start, start + chunkSize)));
  return files;
}

/** Reads `index.json`; throws when it is not one (the island shows its error and can try again). */
export function decodeIndex(json: unknown): ListIndex {
  const data = json as Partial<ListIndexJson> | null;
  if (
    !data ||
    typeof data.v !== 'string' ||
    !VERSION.test(data.v) ||
    !Number.isInteger(data.n) ||
    !Number.isInteger(data.c) ||
    (data.c ?? 0) < 1
  )
    throw new Error('not a list index');
  const titles = Object.fromEntries(
    Object.values(FACET_KEYS).map((key) => {
      const list = data.t?.[key];
      return [key, Array.isArray(list) ? list.map((title) => (typeof title === 'string' ? title : '')) : []];
    }),
  ) as Record<FacetKey, string[]>;
  return {
    version: data.v,
    total: data.n as number,
    chunkSize: data.c as number,
    titles,
    excluded: decodePositions(data.x),
  };
}

/** Reads a `{facet}/{n}.json` file (or the index's `x`): the positions it names, or nothing. */
export function decodePositions(json: unknown): number[] {
  return Array.isArray(json) ? json.filter((entry): entry is number => Number.isInteger(entry) && entry >= 0) : [];
}

/** Every title the list's filters can name (for showing a filter as the data writes it). */
export function indexTitles(index: ListIndex): string[] {
  return [...new Set(Object.values(index.titles).flat())];
}

/** Per filter given, the files of the titles that match it (titleTests); an empty list matches nothing. */
export function filterFiles(index: ListIndex, filters: Filters): string[][] {
  return titleTests(filters).map(({ facet, matches }) => {
    const key = FACET_KEYS[facet];
    return index.titles[key].flatMap((title, at) =>
      title !== '' && matches(title) ? [`${index.version}/${key}/${at}`] : [],
    );
  });
}

/**
 * The positions of the list, in order, for the filters whose files are `perFilter` (filterFiles):
 * in every filter's files (AND between filters), and without the items only an excluded tag shows
 * unless `withExcluded` (the tags filter names one). `positionsOf` gives a loaded file.
 */
export function filteredPositions(
  index: ListIndex,
  perFilter: readonly string[][],
  withExcluded: boolean,
  positionsOf: (file: string) => readonly number[],
): number[] {
  const [first, ...others] = perFilter.map((files) => new Set(files.flatMap((file) => positionsOf(file))));
  const candidates = first
    ? [...first]
        .filter((position) => position < index.total && others.every((matching) => matching.has(position)))
        .sort((a, b) => a - b)
    : Array.from({ length: index.total }, (_, position) => position);
  const excluded = new Set(withExcluded ? [] : index.excluded);
  return candidates.filter((position) => !excluded.has(position));
}

/** The chunk (`{version}/items/{k}`) that holds a position. */
function chunkOf(index: ListIndex, position: number): string {
  return `${index.version}/items/${Math.floor(position / index.chunkSize)}`;
}

/** A loader of one file of the list's folder by its path without `.json`; rejects when it cannot. */
export type ListFileLoader = (file: string) => Promise<unknown>;

export type LoadedListPage = ListPage<ListItem> & { titles: string[] };

/**
 * One page of the list for the filters (a page past the end is the last page), read from the
 * split files: the index, the filters' files and the chunks of the page's items, each loaded
 * once per call (the loader may cache across calls).
 */
export async function loadListPage(load: ListFileLoader, filters: Filters, page: number): Promise<LoadedListPage> {
  const index = decodeIndex(await load('index'));
  const perFilter = filterFiles(index, filters);
  const positions = new Map(
    await Promise.all(
      [...new Set(perFilter.flat())].map(async (file) => [file, decodePositions(await load(file))] as const),
    ),
  );
  const shown = filteredPositions(
    index,
    perFilter,
    shouldContainExcludedTags(filters.tags),
    (file) => positions.get(file) ?? [],
  );
  const onPage = pageOf(shown, page);
  const chunks = [...new Set(onPage.items.map((position) => chunkOf(index, position)))];
  const loaded = new Map(
    await Promise.all(chunks.map(async (chunk) => [chunk, decodeList(await load(chunk))] as const)),
  );
  const items = onPage.items.map((position) => {
    const item = loaded.get(chunkOf(index, position))?.[position % index.chunkSize];
    if (!item) throw new Error(`item ${position} is missing from its chunk`);
    return item;
  });
  return { ...onPage, items, titles: indexTitles(index) };
}
