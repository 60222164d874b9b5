/**
 * The specialists block: six random specialists are asked for the block's filter; at
 * most five are shown, and a sixth means there are more, so a 'view all specialists' link leads to
 * the overview filtered by the same title.
 */
import type { SpecialistFilter } from '#src/lib/api/specialists.ts';

export const SPECIALISTS_BLOCK_LIMIT = 5;
export const SPECIALISTS_BLOCK_ASK = 6;

export type SpecialistsView<T> = { shown: T[]; showAllLink: boolean };

export function specialistsView<T>(fetched: readonly T[]): SpecialistsView<T> {
  return { shown: fetched.slice(0, SPECIALISTS_BLOCK_LIMIT), showAllLink: fetched.length > SPECIALISTS_BLOCK_LIMIT };
}

/** The one filter title the block carries (department, sub-department, centre or sub-centre), if any. */
export function specialistFilterTitle(filter: SpecialistFilter): string | null {
  for (const value of [filter.department, filter.subdepartment, filter.centrum, filter.subcentra]) {
    if (value && value.trim()) return value.trim();
  }
  return null;
}
