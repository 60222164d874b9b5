/**
 * The Treeknorm: the longest waits care providers and insurers agreed to accept (Treekoverleg), per
 * kind of wait in hospital care: a first outpatient appointment 4 weeks, diagnostics 4 weeks,
 * treatment 7 weeks. The waiting times are in calendar days, so a wait is over the norm when it is
 * longer than the norm's weeks times seven.
 */
import type { WaitingDays, WaitingTimeGroup } from '#src/lib/contract/index.ts';

export type WaitingKind = WaitingTimeGroup['Kind'];

export const TREEKNORM_WEEKS: Readonly<Record<WaitingKind, number>> = {
  Polikliniek: 4,
  Onderzoek: 4,
  Behandeling: 7,
};

export function treeknormDays(kind: WaitingKind): number {
  return TREEKNORM_WEEKS[kind] * 7;
}

/** Whether a wait is longer than its kind's norm; '-', none and 0 or less are never over it. */
export function exceedsTreeknorm(kind: WaitingKind, days: WaitingDays | null | undefined): boolean {
  return typeof days === 'number' && days > treeknormDays(kind);
}
