/** Waiting times. */
import { describeItem, type ContentClient } from '#src/lib/api/content-client.ts';
import type { LoadResult } from '#src/lib/api/load-state.ts';
import { queryString } from '#src/lib/api/query.ts';
import { titleSegment } from '#src/lib/contract/call-segments.ts';
import {
  consultationEntrySchema,
  consultationLocationsSchema,
  waitingTimeGroupSchema,
  waitingTimesMeasurementSchema,
  type ConsultationEntry,
  type WaitingTimeGroup,
  type WaitingTimesMeasurement,
} from '#src/lib/contract/index.ts';

export type WaitingTimesFor = 'department' | 'centrum';

/** GET waiting-times?forPage=&title=: every department when no filter is given. */
export function fetchWaitingTimes(
  filter: { forPage: WaitingTimesFor; title: string } | null,
  client: ContentClient,
): Promise<LoadResult<WaitingTimeGroup[]>> {
  const query = filter ? queryString({ forPage: filter.forPage, title: filter.title }) : '';
  return client.getList(`waiting-times${query}`, waitingTimeGroupSchema, (item, index) =>
    `#${index} ${String((item as { Kind?: unknown } | null)?.Kind ?? '')}`.trim(),
  );
}

/** GET waiting-times/any?title=&forPage=: by title, whichever kind of page has it when forPage is not given. */
export function fetchWaitingTimesByTitle(
  title: string,
  forPage: WaitingTimesFor | null,
  client: ContentClient,
): Promise<LoadResult<WaitingTimeGroup[]>> {
  return client.getList(`waiting-times/any${queryString({ title, forPage })}`, waitingTimeGroupSchema, describeItem);
}

/** GET waiting-times/measurement: the peildatum of every waiting time. */
export function fetchWaitingTimesMeasurement(client: ContentClient): Promise<LoadResult<WaitingTimesMeasurement>> {
  return client.get('waiting-times/measurement', waitingTimesMeasurementSchema);
}

export function fetchConsultationLocations(client: ContentClient): Promise<LoadResult<string[]>> {
  return client.get('waiting-times/consultations/locations', consultationLocationsSchema);
}

export function fetchConsultations(
  forPage: WaitingTimesFor,
  title: string,
  client: ContentClient,
): Promise<LoadResult<ConsultationEntry[]>> {
  return client.getList(
    `waiting-times/consultations/${forPage}/${titleSegment(title)}`,
    consultationEntrySchema,
    (item, index) => {
      const department = (item as { Department?: { Title?: unknown } } | null)?.Department?.Title;
      return typeof department === 'string' ? `#${index} "${department}"` : `#${index}`;
    },
  );
}
