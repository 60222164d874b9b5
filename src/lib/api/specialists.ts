/** Specialists. */
import { describeItem, type ContentClient } from '#src/lib/api/content-client.ts';
import type { LoadResult } from '#src/lib/api/load-state.ts';
import { queryString } from '#src/lib/api/query.ts';
import {
  specialistBlockItemSchema,
  specialistListItemSchema,
  type SpecialistBlockItem,
  type SpecialistListItem,
} from '#src/lib/contract/index.ts';

/** Spec 9: random specialists come six at a time; the block shows five (a sixth means "view all"). */
export const RANDOM_SPECIALISTS_COUNT = 6;

export function fetchSpecialists(client: ContentClient): Promise<LoadResult<SpecialistListItem[]>> {
  return client.getList('pages/specialists', specialistListItemSchema, (item, index) => {
    const record = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    return typeof record['title'] === 'string' ? `#${index} "${record['title']}"` : describeItem(item, index);
  });
}

export type SpecialistFilter = {
  department?: string | null;
  subdepartment?: string | null;
  centrum?: string | null;
  subcentra?: string | null;
};

export function fetchRandomSpecialists(
  filter: SpecialistFilter,
  count: number = RANDOM_SPECIALISTS_COUNT,
  client: ContentClient,
): Promise<LoadResult<SpecialistBlockItem[]>> {
  const query = queryString({
    count,
    department: filter.department,
    subdepartment: filter.subdepartment,
    centrum: filter.centrum,
    subcentra: filter.subcentra,
  });
  return client.getList(`pages/specialists/random${query}`, specialistBlockItemSchema, describeItem);
}
