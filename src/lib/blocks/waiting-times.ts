/**
 * Waiting times, as the waitingTimes block and the waiting-times overview both show them: a time
 * shows as '-' titled 'Niet beschikbaar' when it is '-' or 0 or less, else as the number and 'dag'
 * (1) or 'dagen'. Columns follow the hospital's location order: the three main locations first
 * (the contact and wards overviews list locations in the same order).
 */
import type { WaitingDays } from '#src/lib/contract/index.ts';

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
