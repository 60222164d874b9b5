/**
 * The waiting-times file every release publishes beside /wachttijden (`WAITING_TIMES_FILE`): one
 * line per department, kind of wait and location, with the peildatum and the Treeknorm it is held
 * against. The NZa's own delivery layout could not be found, so the columns are this site's own and
 * are described in docs/site-behaviour.md; they name what the regulation names (peildatum,
 * specialisme, wachttijd in kalenderdagen, Treeknorm).
 */
import { csvText, type CsvValue } from '#src/lib/csv.ts';
import { exceedsTreeknorm, TREEKNORM_WEEKS, type WaitingKind } from '#src/lib/blocks/treeknorm.ts';
import { waitingDisplay } from '#src/lib/blocks/waiting-times.ts';
import type { WaitingTimesData } from '#src/overviews/waiting-times/waiting-times.ts';

export const WAITING_TIMES_FILE = '/wachttijden/wachttijden.csv';

export const WAITING_TIMES_FILE_COLUMNS = [
  'peildatum',
  'instelling',
  'soort_wachttijd',
  'afdeling',
  'locatie',
  'wachttijd_dagen',
  'treeknorm_weken',
  'boven_treeknorm',
] as const;

/** The kinds of wait as the NZa names them. */
const KIND_NAMES: Readonly<Record<WaitingKind, string>> = {
  Polikliniek: 'polikliniek',
  Onderzoek: 'diagnostiek',
  Behandeling: 'behandeling',
};

/**
 * The file's text: every department's times (centres sum up departments, so they are left out);
 * a location without a time there is left out, one whose time is not available has empty days.
 */
export function waitingTimesCsv(data: WaitingTimesData, hospital: string): string {
  const rows: CsvValue[][] = [];
  for (const group of data.groups) {
    for (const row of group.rows) {
      if (row.type !== 'department') continue;
      row.days.forEach((days, index) => {
        if (days === null) return;
        const shown = waitingDisplay(days);
        const known = shown.kind === 'days';
        rows.push([
          data.measuredOn,
          hospital,
          KIND_NAMES[group.kind],
          row.title,
          data.locations[index] ?? null,
          known ? shown.days : null,
          TREEKNORM_WEEKS[group.kind],
          known ? (exceedsTreeknorm(group.kind, shown.days) ? 'ja' : 'nee') : null,
        ]);
      });
    }
  }
  return csvText(WAITING_TIMES_FILE_COLUMNS, rows);
}
