/** Locations and wards. */
import { describeItem, type ContentClient } from '#src/lib/api/content-client.ts';
import type { LoadResult } from '#src/lib/api/load-state.ts';
import { queryString } from '#src/lib/api/query.ts';
import { slugSegment, titleSegment } from '#src/lib/contract/call-segments.ts';
import {
  locationEntrySchema,
  locationIdSchema,
  wardEntrySchema,
  type LocationEntry,
  type WardEntry,
} from '#src/lib/contract/index.ts';

/** Spec 7: a ward without a department is shown under this title. */
export const DEFAULT_WARD_DEPARTMENT = 'Anesthesiologie';

export type LocationsFor = 'department' | 'subdepartment' | 'centrum' | 'subcentrum';

/** GET locations/{forPage}/{slug}: where a department, sub-department, centre or sub-centre is. */
export function fetchLocationsFor(
  forPage: LocationsFor,
  slug: string,
  client: ContentClient,
): Promise<LoadResult<LocationEntry[]>> {
  return client.getList(`locations/${forPage}/${slugSegment(slug)}`, locationEntrySchema, (item, index) => {
    const title = (item as { Location?: { Title?: unknown } } | null)?.Location?.Title;
    return typeof title === 'string' ? `#${index} "${title}"` : `#${index}`;
  });
}

/** GET locations/getId/{location}: resolves a location name to its id. */
export async function fetchLocationId(location: string, client: ContentClient): Promise<LoadResult<number>> {
  const result = await client.get(`locations/getId/${titleSegment(location)}`, locationIdSchema);
  return result.state === 'loaded' ? { ...result, data: result.data.Id } : result;
}

/** GET locations/departments?locationId=: the wards at a location. */
export function fetchWards(locationId: number, client: ContentClient): Promise<LoadResult<WardEntry[]>> {
  return client.getList(`locations/departments${queryString({ locationId })}`, wardEntrySchema, (item, index) => {
    const title = (item as { Clinic?: { Title?: unknown } } | null)?.Clinic?.Title;
    return typeof title === 'string' ? `#${index} "${title}"` : describeItem(item, index);
  });
}

/** The department title a ward tile shows. */
export function wardDepartmentTitle(ward: WardEntry): string {
  return ward.Department?.Title ?? DEFAULT_WARD_DEPARTMENT;
}
