/**
 * Waiting times: consultation entries of 0 days or less are removed once loaded; a time
 * shows as '-' titled 'Niet beschikbaar' when it is '-' or 0 or less, else as the number and 'dag'
 * (1) or 'dagen'. Columns follow the hospital's location order: the three main locations first.
 */
import type { ConsultationEntry, WaitingDays } from '#src/lib/contract/index.ts';

/** Spec 9: the main waiting-time columns, then every other location. */
export const MAIN_WAITING_LOCATIONS = ['Haarlem Zuid', 'Hoofddorp', 'Haarlem Noord'] as const;
export const ALL_WAITING_LOCATIONS = [
  'Alsmeer',
  'Amsterdam',
  'Haarlem Noord',
  'Haarlem Zuid',
  'Heemstede',
  'Hillegom',
  'Hoofddorp',
  'IJmuiden',
  'Nieuw-Vennep',
  'Velsen Noord',
] as const;

export type WaitingDisplay = { kind: 'unavailable'; text: '-' } | { kind: 'days'; days: number; unit: 'day' | 'days' };

export function waitingDisplay(days: WaitingDays | null | undefined): WaitingDisplay {
  if (days === '-' || days === null || days === undefined || days <= 0) return { kind: 'unavailable', text: '-' };
  return { kind: 'days', days, unit: days === 1 ? 'day' : 'days' };
}

/** Spec 4: entries with a time of 0 or less are removed; '-' (not available) stays. */
export function withoutNonPositive(entries: readonly ConsultationEntry[]): ConsultationEntry[] {
  return entries.map((entry) => ({
    ...entry,
    Locations: entry.Locations.filter((location) => location.Days === '-' || location.Days > 0),
  }));
}

function locationRank(location: string): [number, number, string] {
  const main = (MAIN_WAITING_LOCATIONS as readonly string[]).indexOf(location);
  if (main !== -1) return [0, main, location];
  const known = (ALL_WAITING_LOCATIONS as readonly string[]).indexOf(location);
  return known !== -1 ? [1, known, location] : [2, 0, location];
}

/** The locations as columns: main locations first, then the rest in the spec's order, unknown ones A-Z. */
export function orderLocations(locations: Iterable<string>): string[] {
  return [...new Set(locations)].sort((a, b) => {
    const [groupA, indexA, nameA] = locationRank(a);
    const [groupB, indexB, nameB] = locationRank(b);
    return groupA - groupB || indexA - indexB || nameA.localeCompare(nameB, 'nl');
  });
}

export type WaitingTable = { columns: string[]; rows: Array<{ title: string; cells: WaitingDisplay[] }> };

/**
 * The waiting-times block's table: a row per department, a column per location; removed or missing times show as not
 * available.
 */
export function waitingTable(entries: readonly ConsultationEntry[]): WaitingTable | null {
  const kept = withoutNonPositive(entries).filter((entry) => entry.Locations.length > 0);
  if (kept.length === 0) return null;
  const columns = orderLocations(kept.flatMap((entry) => entry.Locations.map((location) => location.Location)));
  const rows = kept.map((entry) => ({
    title: entry.Department.Title,
    cells: columns.map((column) =>
      waitingDisplay(entry.Locations.find((location) => location.Location === column)?.Days),
    ),
  }));
  return { columns, rows };
}
