/**
 * The data that content blocks show but do not carry (spec 2.8, 7): specialists, news teasers,
 * phone numbers, related news and events, waiting times and locations. Fetched while the page
 * model is built, so that rendering does no I/O. A call that fails is reported with the page and
 * the block, and the block shows what it has (usually nothing); the build goes on.
 */
import type { ContentClient } from '#src/lib/api/content-client.ts';
import { fetchLocationsFor } from '#src/lib/api/locations.ts';
import { fetchPhoneNumbers } from '#src/lib/api/misc.ts';
import { fetchNewsBySlugs, fetchRelatedTeasers } from '#src/lib/api/news-events.ts';
import { fetchLocationOrGeneralPage } from '#src/lib/api/pages.ts';
import { fetchRandomSpecialists } from '#src/lib/api/specialists.ts';
import { fetchConsultations } from '#src/lib/api/waiting-times.ts';
import type { LoadResult } from '#src/lib/api/load-state.ts';
import type { ProblemReport } from '#src/lib/build/report.ts';
import type { LocationEntry, NewsSlugEntry, SpecialistBlockItem, TeaserItem } from '#src/lib/contract/index.ts';
import type { BlockValue } from '#src/lib/contract/blocks.ts';
import { missingNewsSlugs, newsCountDiffers } from '#src/lib/blocks/news-teasers.ts';
import { pairPhoneNumbers, type DescribedNumber } from '#src/lib/blocks/phone-numbers.ts';
import { relatedFilters } from '#src/lib/blocks/related-content.ts';
import { SPECIALISTS_BLOCK_ASK } from '#src/lib/blocks/specialists.ts';
import { waitingTable, type WaitingTable } from '#src/lib/blocks/waiting-times.ts';
import type { ContentBlock } from '#src/lib/content/parse-content.ts';
import { makesNoCalls } from '#src/lib/content/block-kinds.ts';
import { slugOf } from '#src/lib/routing/routes.ts';

/** A location of a location block with its address (from the location's own page). */
export type LocatedEntry = { entry: LocationEntry; address: string | null };

/** What each kind of block fetched; kinds that fetch nothing have no entry. */
export type BlockDataByKind = {
  specialist: SpecialistBlockItem[];
  newsTeaser: NewsSlugEntry[];
  /** Null when the numbers and descriptions do not pair up (the block then shows nothing, spec 2.8). */
  phoneLookup: DescribedNumber[] | null;
  relatedContent: TeaserItem[];
  waitingTimes: WaitingTable | null;
  location: LocatedEntry[];
  locationExpandable: LocatedEntry[];
};

type KindsWithData = keyof BlockDataByKind;

/** A block with the data it shows: `data` is null for kinds that fetch nothing. */
export type BlockWithData = {
  [K in ContentBlock['kind']]: { kind: K; id: string; value: BlockValue<K>; data: K extends KindsWithData ? BlockDataByKind[K] : null };
}[ContentBlock['kind']];

export type BlockDataOptions = { content: ContentClient; report: ProblemReport; route: string };

function loadedOr<T, F>(result: LoadResult<T>, fallback: F, report: () => void): T | F {
  if (result.state === 'loaded') return result.data;
  report();
  return fallback;
}

async function locatedEntries(value: BlockValue<'location'>, block: ContentBlock, options: BlockDataOptions): Promise<LocatedEntry[]> {
  const { content, report, route } = options;
  const result = await fetchLocationsFor(value.forPage, value.slug, content);
  const entries = loadedOr(result, [], () =>
    report.add('block data', `${route}: ${block.kind} block ${block.id}: locations of ${value.forPage} "${value.slug}" could not be loaded (${result.status})`),
  );
  return Promise.all(
    entries.map(async (entry) => {
      const page = await fetchLocationOrGeneralPage(slugOf(entry.Location), content);
      return { entry, address: page.state === 'loaded' ? (page.data.Location?.Address ?? null) : null };
    }),
  );
}

async function dataOf(block: ContentBlock, options: BlockDataOptions): Promise<BlockWithData> {
  const { content, report, route } = options;
  if (makesNoCalls(block)) return { ...block, data: null };
  const problem = (what: string, status: number) => () => report.add('block data', `${route}: ${block.kind} block ${block.id}: ${what} could not be loaded (${status})`);
  switch (block.kind) {
    case 'specialist': {
      const { department, subdepartment, centrum, subcentra } = block.value;
      const result = await fetchRandomSpecialists({ department, subdepartment, centrum, subcentra }, SPECIALISTS_BLOCK_ASK, content);
      return { ...block, data: loadedOr(result, [], problem('specialists', result.status)) };
    }
    case 'newsTeaser': {
      if (block.value.slugs.length === 0) return { ...block, data: [] };
      const result = await fetchNewsBySlugs(block.value.slugs, content);
      const items = loadedOr(result, [], problem('news', result.status));
      if (result.state === 'loaded' && newsCountDiffers(block.value.slugs, items)) {
        report.add(
          'news teaser count',
          `${route}: newsTeaser block ${block.id}: asked ${block.value.slugs.length} news items, got ${items.length} (missing: ${missingNewsSlugs(block.value.slugs, items).join(', ')})`,
        );
      }
      return { ...block, data: items };
    }
    case 'phoneLookup': {
      const { phoneNumberIds, descriptions } = block.value;
      if (phoneNumberIds.length === 0 || descriptions.length === 0) return { ...block, data: null };
      const result = await fetchPhoneNumbers(phoneNumberIds, content);
      if (result.state !== 'loaded') {
        problem('phone numbers', result.status)();
        return { ...block, data: null };
      }
      const pairs = pairPhoneNumbers(phoneNumberIds, result.data, descriptions);
      if (pairs === null) report.add('phone numbers mismatch', `${route}: phoneLookup block ${block.id}: ${result.data.length} numbers for ${descriptions.length} descriptions; not shown`);
      return { ...block, data: pairs };
    }
    case 'relatedContent': {
      const result = await fetchRelatedTeasers(relatedFilters(block.value.source, block.value.values), content);
      return { ...block, data: loadedOr(result, [], problem('teasers', result.status)) };
    }
    case 'waitingTimes': {
      const { forPage, pageTitle } = block.value;
      const result = await fetchConsultations(forPage, pageTitle, content);
      const entries = loadedOr(result, null, problem(`waiting times for ${forPage} "${pageTitle}"`, result.status));
      return { ...block, data: entries ? waitingTable(entries) : null };
    }
    case 'location':
      return { ...block, data: await locatedEntries(block.value, block, options) };
    case 'locationExpandable':
      return { ...block, data: await locatedEntries(block.value, block, options) };
    default:
      return unhandledKind(block);
  }
}

function unhandledKind(block: never): never {
  throw new Error(`A block kind without a data rule: ${JSON.stringify(block)}`);
}

/** Every block of a page with its data, in order; the calls run concurrently (the client bounds them). */
export function loadBlockData(blocks: readonly ContentBlock[], options: BlockDataOptions): Promise<BlockWithData[]> {
  return Promise.all(blocks.map((block) => dataOf(block, options)));
}
