/**
 * The data that content blocks show but do not carry: specialists, news teasers,
 * phone numbers, related news and events, waiting times and locations, each loaded by its kind's
 * descriptor. Fetched while the page model is built, so that rendering does no I/O. A call that
 * fails is reported with the page and the block, and the block shows what it has (usually
 * nothing); the build goes on.
 */
import type { ContentClient } from '#src/lib/api/content-client.ts';
import { fetchLocationsFor } from '#src/lib/api/locations.ts';
import { fetchPhoneNumbers } from '#src/lib/api/misc.ts';
import { fetchNewsBySlugs, fetchRelatedTeasers } from '#src/lib/api/news-events.ts';
import { fetchLocationOrGeneralPage } from '#src/lib/api/pages.ts';
import { fetchRandomSpecialists } from '#src/lib/api/specialists.ts';
import { fetchConsultations, fetchWaitingTimesMeasurement } from '#src/lib/api/waiting-times.ts';
import type { ProblemReport } from '#src/lib/build/report.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { ContentBlock } from '#src/blocks/parse-content.ts';
import { descriptorOf, type BlockData, type BlockValue, type ShownBlockKind } from '#src/blocks/registry.ts';
import type { BlockApi, BlockLoadContext } from '#src/blocks/shared/load-context.ts';

/** A block with the data it shows: `data` is null for kinds that fetch nothing. */
export type BlockWithData = {
  [K in ShownBlockKind]: { kind: K; id: string; value: BlockValue<K>; data: BlockData<K> };
}[ShownBlockKind];

export type BlockDataOptions = {
  content: ContentClient;
  report: ProblemReport;
  /** The page the blocks are on (reports, related items' language). */
  route: string;
  locale: Locale;
  /** The hospital's name, for the maps search of a location. */
  siteName: string;
};

/** The calls blocks may make, on the build's content client. */
function blockApi(content: ContentClient): BlockApi {
  return {
    randomSpecialists: (filter, count) => fetchRandomSpecialists(filter, count, content),
    newsBySlugs: (slugs) => fetchNewsBySlugs(slugs, content),
    phoneNumbers: (ids) => fetchPhoneNumbers(ids, content),
    relatedTeasers: (filters) => fetchRelatedTeasers(filters, content),
    consultations: (forPage, title) => fetchConsultations(forPage, title, content),
    waitingTimesMeasurement: () => fetchWaitingTimesMeasurement(content),
    locationsFor: (forPage, slug) => fetchLocationsFor(forPage, slug, content),
    locationOrGeneralPage: (slug) => fetchLocationOrGeneralPage(slug, content),
  };
}

async function dataOf(block: ContentBlock, api: BlockApi, options: BlockDataOptions): Promise<BlockWithData> {
  const load = descriptorOf(block.kind).load;
  if (!load) return { ...block, data: null } as BlockWithData;
  const { report, route } = options;
  const context: BlockLoadContext = {
    api,
    locale: options.locale,
    siteName: options.siteName,
    report: (section, detail) => report.add(section, `${route}: ${block.kind} block ${block.id}: ${detail}`),
    failed: (what, status) =>
      report.add('block data', `${route}: ${block.kind} block ${block.id}: ${what} could not be loaded (${status})`),
  };
  // The descriptor of the block's own kind loaded it, so the data is that kind's.
  return { ...block, data: await load(block.value, context) } as BlockWithData;
}

/** Every block of a page with its data, in order; the calls run concurrently (the client bounds them). */
export function loadBlockData(blocks: readonly ContentBlock[], options: BlockDataOptions): Promise<BlockWithData[]> {
  const api = blockApi(options.content);
  return Promise.all(blocks.map((block) => dataOf(block, api, options)));
}
