/**
 * The waiting-times overview (`/wachttijden`): one table per heading (first
 * appointment at the outpatient clinic, examinations, treatments), a row per department and a
 * column per location: the three main locations, or all of them. The optional query `department`
 * or `centrum` (a title, case ignored) narrows the rows: a department's own row, or a centre's
 * row followed by the rows of its departments. The display rule of each cell is the waitingTimes
 * block's (`waitingDisplay`). Pure: shared by the build, the static JSON and the island.
 */
import type { WaitingDays, WaitingTimeGroup } from '#src/lib/contract/index.ts';
import type { WaitingKind } from '#src/lib/blocks/treeknorm.ts';
import { ALL_WAITING_LOCATIONS, MAIN_WAITING_LOCATIONS, orderLocations } from '#src/lib/blocks/waiting-times.ts';
import { queryFor, textParam } from '#src/overviews/shared/query-params.ts';
import { caseKey, sameText } from '#src/overviews/shared/text-match.ts';

export type { WaitingKind };

/** A row of the data: a department's or centre's days per location (aligned with `locations`; null = no time there). */
export type WaitingRow = {
  title: string;
  type: 'department' | 'centrum';
  centre: string | null;
  days: Array<WaitingDays | null>;
};

/** The static JSON the island reads for a filter or all locations (`/data/waiting-times.json`). */
export type WaitingTimesData = {
  /** The peildatum of every time (YYYY-MM-DD); null when the CMS could not say. */
  measuredOn: string | null;
  locations: string[];
  groups: Array<{ kind: WaitingKind; rows: WaitingRow[] }>;
};

export type WaitingTimesState = { department: string | null; centrum: string | null; allLocations: boolean };

export const DEFAULT_WAITING_STATE: WaitingTimesState = { department: null, centrum: null, allLocations: false };

/** The value of the `locations` query that shows every location. */
export const ALL_LOCATIONS_VALUE = 'all';

export type WaitingView = {
  columns: string[];
  groups: Array<{
    kind: WaitingKind;
    rows: Array<{ title: string; type: 'department' | 'centrum'; days: Array<WaitingDays | null> }>;
  }>;
};

/**
 * The data of the overview from the CMS's groups: departments (`waiting-times`) and centres
 * (`waiting-times?forPage=centrum`), each department with its centre's title when known. Locations
 * as columns in the spec's order (main locations first); headings in the order of spec 9.
 */
export function waitingTimesData(
  departments: readonly WaitingTimeGroup[],
  centres: readonly WaitingTimeGroup[],
  centreOf: (department: string) => string | null,
  measuredOn: string | null,
): WaitingTimesData {
  const locations = orderLocations([
    ...ALL_WAITING_LOCATIONS,
    ...[...departments, ...centres].flatMap((group) =>
      group.WaitingTimes.flatMap((entry) => entry.Locations.map((location) => location.Location)),
    ),
  ]);
  const index = new Map(locations.map((location, position) => [location, position]));
  const rowsOf = (group: WaitingTimeGroup | undefined, type: WaitingRow['type']): WaitingRow[] =>
    (group?.WaitingTimes ?? []).map((entry) => {
      const days: Array<WaitingDays | null> = locations.map(() => null);
      for (const location of entry.Locations) days[index.get(location.Location) ?? 0] = location.Days;
      return { title: entry.Name, type, centre: type === 'department' ? centreOf(entry.Name) : null, days };
    });
  const kinds: WaitingKind[] = ['Polikliniek', 'Onderzoek', 'Behandeling'];
  return {
    measuredOn,
    locations,
    groups: kinds.map((kind) => ({
      kind,
      rows: [
        ...rowsOf(
          centres.find((group) => group.Kind === kind),
          'centrum',
        ),
        ...rowsOf(
          departments.find((group) => group.Kind === kind),
          'department',
        ),
      ],
    })),
  };
}

/** Both titles given and the same, case ignored (`sameText`). */
const sameTitle = (a: string | null, b: string | null): boolean => a !== null && b !== null && sameText(a, b);

/**
 * Which centre a department belongs to, from (department, centre) pairs: the department's title
 * matched case-insensitively (`caseKey`); when a department is listed twice, the last pair wins.
 */
export function centreLookup(
  pairs: Iterable<readonly [department: string, centre: string]>,
): (department: string) => string | null {
  const centres = new Map<string, string>();
  for (const [department, centre] of pairs) centres.set(caseKey(department), centre);
  return (department) => centres.get(caseKey(department)) ?? null;
}

/** The rows a state shows: every department; one department; or a centre and its departments. */
function rowsFor(rows: readonly WaitingRow[], state: WaitingTimesState): WaitingRow[] {
  if (state.department)
    return rows.filter((row) => row.type === 'department' && sameTitle(row.title, state.department));
  if (state.centrum) {
    return [
      ...rows.filter((row) => row.type === 'centrum' && sameTitle(row.title, state.centrum)),
      ...rows.filter((row) => row.type === 'department' && sameTitle(row.centre, state.centrum)),
    ];
  }
  return rows.filter((row) => row.type === 'department');
}

/**
 * What the overview shows for a state: the columns (the main locations, or every location in the
 * data) and per heading the rows; headings without rows are left out.
 */
export function waitingTimesView(data: WaitingTimesData, state: WaitingTimesState): WaitingView {
  const columns = state.allLocations
    ? data.locations
    : MAIN_WAITING_LOCATIONS.filter((location) => data.locations.includes(location));
  const positions = columns.map((column) => data.locations.indexOf(column));
  return {
    columns,
    groups: data.groups
      .map((group) => ({
        kind: group.kind,
        rows: rowsFor(group.rows, state).map((row) => ({
          title: row.title,
          type: row.type,
          days: positions.map((position) => row.days[position] ?? null),
        })),
      }))
      .filter((group) => group.rows.length > 0),
  };
}

/**
 * Reads the query: `department` wins over `centrum`; `locations=all` shows every location; anything else falls back.
 */
export function parseWaitingTimesState(params: URLSearchParams): WaitingTimesState {
  const department = textParam(params, 'department');
  return {
    department,
    centrum: department ? null : textParam(params, 'centrum'),
    allLocations: params.get('locations')?.trim().toLowerCase() === ALL_LOCATIONS_VALUE,
  };
}

/**
 * The query of a state: `department` wins over `centrum`; empty values left out (values trimmed, as `queryFor` does).
 */
export function waitingTimesQuery(state: WaitingTimesState): string {
  return queryFor({
    department: state.department,
    centrum: state.department ? null : state.centrum,
    locations: state.allLocations ? ALL_LOCATIONS_VALUE : null,
  });
}

export function isDefaultWaitingState(state: WaitingTimesState): boolean {
  return !state.department && !state.centrum && !state.allLocations;
}

/** The title a filter names, as the data writes it when a row has it (for the summary line). */
export function filterTitle(data: WaitingTimesData | null, state: WaitingTimesState): string | null {
  const wanted = state.department ?? state.centrum;
  if (!wanted) return null;
  const type = state.department ? 'department' : 'centrum';
  const row = data?.groups
    .flatMap((group) => group.rows)
    .find((candidate) => candidate.type === type && sameTitle(candidate.title, wanted));
  return row?.title ?? wanted;
}
