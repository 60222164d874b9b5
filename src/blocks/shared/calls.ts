/** What the blocks of a page ask the API for (the content walker adds them up). */
import type { z } from 'zod';
import type { sharepointIdSchema } from '#src/lib/contract/common.ts';

/** The organisation filter of a specialists block: pages/specialists/random?count=6&{filter}. */
export type SpecialistFilter = Partial<Record<'department' | 'subdepartment' | 'centrum' | 'subcentra', string>>;

export type BlockCalls = {
  /** phoneNumbers?ids=. */
  phoneIds: Array<z.infer<typeof sharepointIdSchema>>;
  /** pages/news/slugs?slugs=. */
  newsSlugs: string[];
  /** One filter per specialists block (empty: no filter). */
  specialistFilters: SpecialistFilter[];
  /** pages/newsandevents/filter?{source}={value}...&pageSize=3. */
  related: Array<{ source: 'department' | 'specialist' | 'tags'; values: string[] }>;
  /** locations/{forPage}/{slug}. */
  locations: Array<{ forPage: 'department' | 'subdepartment' | 'centrum' | 'subcentrum'; slug: string }>;
  /**
   * waiting-times?forPage=&title= and waiting-times/consultations/{forPage}/{title}. The block also
   * reads waiting-times/measurement (the peildatum), one call for the whole site, not per block: the
   * contract crawl asks it once (scripts/content-api/crawl.ts).
   */
  waitingTimes: Array<{ forPage: 'department' | 'centrum'; title: string }>;
};

export function noCalls(): BlockCalls {
  return { phoneIds: [], newsSlugs: [], specialistFilters: [], related: [], locations: [], waitingTimes: [] };
}
