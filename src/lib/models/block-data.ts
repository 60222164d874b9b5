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
import type { LocationEntry } from '#src/lib/contract/index.ts';
import type { BlockValue } from '#src/lib/contract/blocks.ts';
import { missingNewsSlugs, newsCountDiffers } from '#src/lib/blocks/news-teasers.ts';
import { pairPhoneNumbers, type DescribedNumber } from '#src/lib/blocks/phone-numbers.ts';
import { relatedFilters, relatedItem, type RelatedItem } from '#src/lib/blocks/related-content.ts';
import {
  SPECIALISTS_BLOCK_ASK,
  specialistFilterTitle,
  specialistPath,
  specialistsView,
} from '#src/lib/blocks/specialists.ts';
import { mapsSearchUrl } from '#src/lib/blocks/maps.ts';
import { telHref } from '#src/lib/phone.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { waitingTable, type WaitingTable } from '#src/lib/blocks/waiting-times.ts';
import type { ContentBlock } from '#src/lib/content/parse-content.ts';
import { makesNoCalls } from '#src/lib/content/block-kinds.ts';
import { locationRoute, normalisePath, slugOf, specialistsRoute } from '#src/lib/routing/routes.ts';

/** A location of a location block as it shows (spec 2.8, 3): its page, address, maps link and clinics. */
export type LocationCard = {
  title: string;
  href: string;
  address: string | null;
  mapsHref: string;
  clinics: Array<{
    kind: LocationEntry['Clinics'][number]['Kind'];
    title: string;
    /** `label` null: the block's own word for a phone number. */
    phones: Array<{ label: string | null; number: string; href: string }>;
    openingTimes: string | null;
    visitingTimes: string | null;
    route: string | null;
  }>;
};

/** The specialists block: at most five people, and the filtered overview when there are more (spec 2.8). */
export type SpecialistsCards = {
  people: Array<{ title: string; role: string; href: string | null; image: { url: string; title: string } | null }>;
  allHref: string | null;
};

/** A news item of a news-teaser block: its title, page and publication date. */
export type NewsTeaserItem = { title: string; href: string; date: string };

/** What each kind of block fetched, as it shows; kinds that fetch nothing have no entry. */
export type BlockDataByKind = {
  specialist: SpecialistsCards;
  newsTeaser: NewsTeaserItem[];
  /** Null when the numbers and descriptions do not pair up (the block then shows nothing, spec 2.8). */
  phoneLookup: DescribedNumber[] | null;
  relatedContent: RelatedItem[];
  waitingTimes: WaitingTable | null;
  location: LocationCard[];
  locationExpandable: LocationCard[];
};

type KindsWithData = keyof BlockDataByKind;

/** A block with the data it shows: `data` is null for kinds that fetch nothing. */
export type BlockWithData = {
  [K in ContentBlock['kind']]: {
    kind: K;
    id: string;
    value: BlockValue<K>;
    data: K extends KindsWithData ? BlockDataByKind[K] : null;
  };
}[ContentBlock['kind']];

export type BlockDataOptions = {
  content: ContentClient;
  report: ProblemReport;
  /** The page the blocks are on (reports, related items' language). */
  route: string;
  locale: Locale;
  /** The hospital's name, for the maps search of a location (spec 2.8). */
  siteName: string;
};

function loadedOr<T, F>(result: LoadResult<T>, fallback: F, report: () => void): T | F {
  if (result.state === 'loaded') return result.data;
  report();
  return fallback;
}

function locationCard(entry: LocationEntry, address: string | null, siteName: string): LocationCard {
  return {
    title: entry.Location.Title,
    href: locationRoute(entry.Location),
    address,
    mapsHref: mapsSearchUrl({ address, locationTitle: entry.Location.Title, hospitalName: siteName }),
    clinics: entry.Clinics.map((clinic) => ({
      kind: clinic.Kind,
      title: clinic.Title,
      phones: clinic.PhoneNumber.map((phone) => ({
        label: phone.Description || phone.Title || null,
        number: phone.PhoneNumber,
        href: telHref(phone.PhoneNumber),
      })),
      openingTimes: clinic.OpeningTime,
      visitingTimes: clinic.VisitTime,
      route: clinic.Route,
    })),
  };
}

async function locatedEntries(
  value: BlockValue<'location'>,
  block: ContentBlock,
  options: BlockDataOptions,
): Promise<LocationCard[]> {
  const { content, report, route } = options;
  const result = await fetchLocationsFor(value.forPage, value.slug, content);
  const entries = loadedOr(result, [], () =>
    report.add(
      'block data',
      `${route}: ${block.kind} block ${block.id}: locations of ${value.forPage} "${value.slug}" could not be loaded (${result.status})`,
    ),
  );
  return Promise.all(
    entries.map(async (entry) => {
      const page = await fetchLocationOrGeneralPage(slugOf(entry.Location), content);
      return locationCard(
        entry,
        page.state === 'loaded' ? (page.data.Location?.Address ?? null) : null,
        options.siteName,
      );
    }),
  );
}

async function dataOf(block: ContentBlock, options: BlockDataOptions): Promise<BlockWithData> {
  const { content, report, route } = options;
  if (makesNoCalls(block)) return { ...block, data: null };
  const problem = (what: string, status: number) => () =>
    report.add('block data', `${route}: ${block.kind} block ${block.id}: ${what} could not be loaded (${status})`);
  switch (block.kind) {
    case 'specialist': {
      const { department, subdepartment, centrum, subcentra } = block.value;
      const filter = { department, subdepartment, centrum, subcentra };
      const result = await fetchRandomSpecialists(filter, SPECIALISTS_BLOCK_ASK, content);
      const view = specialistsView(loadedOr(result, [], problem('specialists', result.status)));
      return {
        ...block,
        data: {
          people: view.shown.map((person) => ({
            title: person.title,
            role: person.role,
            href: person.url ? specialistPath(person.url) : null,
            image: person.image,
          })),
          allHref: view.showAllLink ? specialistsRoute(specialistFilterTitle(filter)) : null,
        },
      };
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
      return {
        ...block,
        data: items.map((item) => ({
          title: item.Title,
          href: normalisePath(item.AbsolutePath) || '/',
          date: item.PublicationDate,
        })),
      };
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
      if (pairs === null)
        report.add(
          'phone numbers mismatch',
          `${route}: phoneLookup block ${block.id}: ${result.data.length} numbers for ${descriptions.length} descriptions; not shown`,
        );
      return { ...block, data: pairs };
    }
    case 'relatedContent': {
      const result = await fetchRelatedTeasers(relatedFilters(block.value.source, block.value.values), content);
      return {
        ...block,
        data: loadedOr(result, [], problem('teasers', result.status)).map((teaser) =>
          relatedItem(teaser, options.locale),
        ),
      };
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
