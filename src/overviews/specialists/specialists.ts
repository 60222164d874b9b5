/**
 * The specialists overview: the list as the browser gets it (built once from
 * GET pages/specialists, emitted as /data/specialisten.json), the dropdown choices, the query and
 * the filter rules. Pure and free of server imports: the island uses it too.
 *
 * Spec 5: case-insensitive; the department filter matches a department, sub-department or centre;
 * the role must match exactly; the name search matches the first name, the prefix (tussenvoegsel)
 * or the surname as a substring. Beyond the letter of the spec the search also ignores accents and
 * matches the name as written (`de vries`, `jan de vries`), which only ever finds more.
 */
import type { SpecialistListItem } from '#src/lib/contract/index.ts';
import { groupByLetter } from '#src/overviews/shared/alphabet.ts';
import { queryFor, textParam } from '#src/overviews/shared/query-params.ts';
import { caseKey, cleanSearch, containsText, distinctSorted, matchOption } from '#src/overviews/shared/text-match.ts';

/** One specialist as the list shows and filters it (short keys: it is sent to the browser). */
export type SpecialistEntry = {
  /** Display name (the list form's `title`, e.g. `dr. J.P. de Vries`). */
  n: string;
  /** First name. */
  f: string;
  /** Name prefix (tussenvoegsel), when there is one. */
  p?: string;
  /** Surname: the A to Z letter and the sort order. */
  s: string;
  /** Role. */
  r: string;
  /** Departments, sub-departments and centres: indexes into `SpecialistsData.o`. */
  o?: number[];
  /** The specialist's page; absent when the build has no page for them (the name is then text). */
  u?: string;
  /** Photo: the original image's site path (the list derives its variants). */
  i?: string;
};

export type SpecialistsData = {
  /** Titles of every department, sub-department and centre a specialist belongs to. */
  o: string[];
  s: SpecialistEntry[];
};

/** Spec 3: the display name is the list form's title; without one, first name, prefix and surname. */
export function specialistDisplayName(
  item: Pick<SpecialistListItem, 'title' | 'name' | 'tussenvoegsel' | 'surName'>,
): string {
  const title = item.title.replace(/\s+/g, ' ').trim();
  if (title) return title;
  return [item.name, item.tussenvoegsel, item.surName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The browser's list from the API's: `routeOf` gives a specialist's page (null when it is not
 * built), `photoOf` the site path of an image.
 */
export function specialistsData(
  items: readonly SpecialistListItem[],
  helpers: { routeOf: (item: SpecialistListItem) => string | null; photoOf: (url: string) => string },
): SpecialistsData {
  const organisations: string[] = [];
  const indexOf = new Map<string, number>();
  const organisationIndex = (title: string): number => {
    const key = caseKey(title);
    let index = indexOf.get(key);
    if (index === undefined) {
      index = organisations.push(title.replace(/\s+/g, ' ').trim()) - 1;
      indexOf.set(key, index);
    }
    return index;
  };
  const entries = items.map((item): SpecialistEntry => {
    const o = [
      ...new Set(
        [...item.departments, ...item.subDepartments, ...item.centra]
          .map((ref) => ref.Title)
          .filter((title) => title.trim())
          .map(organisationIndex),
      ),
    ];
    const route = helpers.routeOf(item);
    const prefix = item.tussenvoegsel?.trim();
    return {
      n: specialistDisplayName(item),
      f: item.name.trim(),
      ...(prefix ? { p: prefix } : {}),
      s: item.surName.trim(),
      r: item.role.replace(/\s+/g, ' ').trim(),
      ...(o.length > 0 ? { o } : {}),
      ...(route ? { u: route } : {}),
      ...(item.image?.url ? { i: helpers.photoOf(item.image.url) } : {}),
    };
  });
  return { o: organisations, s: entries };
}

/** The dropdowns: departments, sub-departments and centres (each title once, in the first group it is in) and roles. */
export type SpecialistChoices = { departments: string[]; subDepartments: string[]; centres: string[]; roles: string[] };

export function specialistChoices(items: readonly SpecialistListItem[]): SpecialistChoices {
  const departments = distinctSorted(items.flatMap((item) => item.departments.map((ref) => ref.Title)));
  const taken = new Set(departments.map(caseKey));
  const subDepartments = distinctSorted(items.flatMap((item) => item.subDepartments.map((ref) => ref.Title))).filter(
    (title) => !taken.has(caseKey(title)),
  );
  for (const title of subDepartments) taken.add(caseKey(title));
  const centres = distinctSorted(items.flatMap((item) => item.centra.map((ref) => ref.Title))).filter(
    (title) => !taken.has(caseKey(title)),
  );
  return { departments, subDepartments, centres, roles: distinctSorted(items.map((item) => item.role)) };
}

/** Every title the department dropdown offers. */
export function organisationChoices(
  choices: Pick<SpecialistChoices, 'departments' | 'subDepartments' | 'centres'>,
): string[] {
  return [...choices.departments, ...choices.subDepartments, ...choices.centres];
}

/** The query of spec 2.1: `filter` (department, sub-department or centre), `filter2` (role), `search` (name). */
export type SpecialistQuery = { filter: string | null; filter2: string | null; search: string | null };

export const NO_SPECIALIST_QUERY: SpecialistQuery = { filter: null, filter2: null, search: null };

/** Reads the query: a department or role the dropdown does not offer falls back to 'all' (case is ignored). */
export function parseSpecialistQuery(
  params: URLSearchParams,
  choices: { organisations: readonly string[]; roles: readonly string[] },
): SpecialistQuery {
  return {
    filter: matchOption(textParam(params, 'filter'), choices.organisations),
    filter2: matchOption(textParam(params, 'filter2'), choices.roles),
    search: cleanSearch(params.get('search')),
  };
}

/** The query for a state, empty values left out. */
export function specialistQueryString(query: SpecialistQuery): string {
  return queryFor({ filter: query.filter, filter2: query.filter2, search: query.search });
}

export function isSpecialistQueryEmpty(query: SpecialistQuery): boolean {
  return !query.filter && !query.filter2 && !query.search;
}

/** Spec 5: the name search, on first name, prefix or surname (and the name as written). */
export function matchesName(entry: Pick<SpecialistEntry, 'f' | 'p' | 's'>, search: string): boolean {
  const { f, p = '', s } = entry;
  return [f, p, s, `${p} ${s}`, `${f} ${p} ${s}`].some((field) => field.trim() !== '' && containsText(field, search));
}

/** The specialists that match every given filter. */
export function filterSpecialists(data: SpecialistsData, query: SpecialistQuery): SpecialistEntry[] {
  const organisation = query.filter ? caseKey(query.filter) : null;
  const matching =
    organisation === null
      ? null
      : new Set(data.o.flatMap((title, index) => (caseKey(title) === organisation ? [index] : [])));
  const role = query.filter2 ? caseKey(query.filter2) : null;
  const search = query.search;
  return data.s.filter(
    (entry) =>
      (matching === null || (entry.o ?? []).some((index) => matching.has(index))) &&
      (role === null || caseKey(entry.r) === role) &&
      (!search || matchesName(entry, search)),
  );
}

/** A to Z by surname (the prefix does not count: `de Vries` is under V), sorted by surname, then first name. */
export function groupSpecialists(entries: readonly SpecialistEntry[]): Map<string, SpecialistEntry[]> {
  return groupByLetter(
    entries,
    (entry) => entry.s,
    (entry) => `${entry.s} ${entry.f} ${entry.p ?? ''}`,
  );
}
