/**
 * The waitingTimes block's table: consultation entries of 0 days or less are removed once loaded;
 * a row per department, a column per location in the hospital's location order.
 */
import type { ConsultationEntry } from '#src/lib/contract/waiting-times.ts';
import { orderLocations, waitingDisplay, type WaitingDisplay } from '#src/lib/blocks/waiting-times.ts';

/** Spec 4: entries with a time of 0 or less are removed; '-' (not available) stays. */
export function withoutNonPositive(entries: readonly ConsultationEntry[]): ConsultationEntry[] {
  return entries.map((entry) => ({
    ...entry,
    Locations: entry.Locations.filter((location) => location.Days === '-' || location.Days > 0),
  }));
}

export type WaitingTable = {
  /** The peildatum of the times (YYYY-MM-DD); null when the CMS could not say. */
  measuredOn: string | null;
  columns: string[];
  rows: Array<{ title: string; cells: WaitingDisplay[] }>;
};

/**
 * The waiting-times block's table: a row per department, a column per location; removed or missing times show as not
 * available.
 */
export function waitingTable(entries: readonly ConsultationEntry[], measuredOn: string | null): WaitingTable | null {
  const kept = withoutNonPositive(entries).filter((entry) => entry.Locations.length > 0);
  if (kept.length === 0) return null;
  const columns = orderLocations(kept.flatMap((entry) => entry.Locations.map((location) => location.Location)));
  const rows = kept.map((entry) => ({
    title: entry.Department.Title,
    cells: columns.map((column) =>
      waitingDisplay(entry.Locations.find((location) => location.Location === column)?.Days),
    ),
  }));
  return { measuredOn, columns, rows };
}
