/**
 * The deterministic dataset generator: the whole hospital as plain data (a World), from a seed and
 * a scale. Pure: the same options give a deep-equal World (and the same JSON bytes). Every family
 * draws from its own random stream, so adding a family does not change the others.
 *
 * Scale multiplies the generated families (specialists, news, events, folders, research, generated
 * general pages, generated redirects). The hospital's structure (centres, departments, locations,
 * clinics and wards), the frame, the friends section, the English set, the hand-written general
 * pages and the awkward cases are the same at every scale.
 */
import type { World, WorldPage } from '../../world/types.ts';
import { buildEvents } from './events.ts';
import { PAGE_TRANSLATION_PAIRS, buildEnglishPages } from './english-pages.ts';
import { buildFolders } from './folders.ts';
import { CRISIS_BANNER_HTML, footer, homePages, navigation, translations } from './frame.ts';
import { buildFriendsPages } from './friends.ts';
import { buildGeneratedDutchPages } from './general-generated.ts';
import { buildCmsGeneratedPages, buildDutchPages, type DutchKit } from './general-pages.ts';
import type { GeneralRegistry } from './general-tree.ts';
import { buildLocations } from './locations.ts';
import { buildNews } from './news.ts';
import { buildOrganisation, worldOrganisations } from './organisation.ts';
import { buildOrganisationPages } from './organisation-pages.ts';
import { buildRedirects } from './redirects.ts';
import { buildResearch } from './research.ts';
import { addReviewDates } from './review-dates.ts';
import { buildSpecialists } from './specialists.ts';
import { buildUnpublishedPages, buildWaitingTimesPage } from './special-pages.ts';
import { buildWaitingTimes } from './waiting-times.ts';
import { WAITING_TIMES_MEASURED_ON } from './constants.ts';
import { createWorldContext, type WorldOptions } from './context.ts';
import { createRandom, deriveSeed } from '../random.ts';

export type { WorldOptions } from './context.ts';
export { REFERENCE_DATE, SITE_BUILT_ROUTES, HOSPITAL_NAME } from './constants.ts';
export { AWKWARD_CASES, BROKEN_LINKS, MISSING_NEWS_SLUG, type AwkwardCase } from './awkward.ts';
export { ORPHAN_DEPARTMENT_SLUG } from './organisation-catalogue.ts';
export { PAGE_TRANSLATION_PAIRS } from './english-pages.ts';
export { EXCLUDED_TAGS } from './tagging.ts';
export { WARD_WITHOUT_DEPARTMENT, LOCATION_TITLES } from './locations.ts';
export { THREE_SPECIALISTS_SUBDEPARTMENT, TWELVE_SPECIALISTS_DEPARTMENT } from './specialists.ts';
export { normaliseRedirectSource } from './redirects.ts';
export { frameLinks } from './frame.ts';

export const DEFAULT_WORLD_OPTIONS: WorldOptions = { scale: 1, seed: 1, crisisBanner: true };

/** Each page of a Dutch/English pair names the other in `Translation` (home pages are paired by the site). */
function pairTranslations(pages: readonly WorldPage[], pairs: ReadonlyArray<{ nl: string; en: string }>): void {
  const byRoute = new Map(pages.map((entry) => [entry.route, entry]));
  for (const pair of pairs) {
    const dutch = byRoute.get(pair.nl);
    const english = byRoute.get(pair.en);
    if (!dutch || !english)
      throw new Error(`translation pair ${pair.nl} / ${pair.en} names a page that does not exist`);
    dutch.page.Translation = { Code: 'en', Url: pair.en };
    english.page.Translation = { Code: 'nl', Url: pair.nl };
  }
}

export function generateWorld(options: WorldOptions): World {
  const context = createWorldContext(options);
  const organisation = buildOrganisation(context);
  const locations = buildLocations(context, organisation);
  const specialists = buildSpecialists(context, organisation);
  const folders = buildFolders(context, organisation);
  const news = buildNews(context, organisation, specialists.specialists);
  const events = buildEvents(context, organisation, specialists.specialists, locations.locations);
  const research = buildResearch(context, organisation, specialists.specialists);
  const organisationPages = buildOrganisationPages(context, organisation, {
    news: news.news,
    folders: folders.byDepartment,
  });

  const registry: GeneralRegistry = new Map();
  const kit: DutchKit = {
    context,
    random: context.random('general-pages-fixed'),
    organisation,
    news: news.news,
    folders: folders.byDepartment,
  };
  const generalPages = [
    ...buildDutchPages(kit, registry),
    ...buildCmsGeneratedPages(),
    ...buildGeneratedDutchPages(context, kit, registry),
    ...buildEnglishPages(context, registry),
  ];

  const pages: WorldPage[] = [
    ...generalPages,
    ...buildFriendsPages(context),
    buildWaitingTimesPage(context),
    ...organisationPages,
    ...locations.pages,
    ...specialists.pages,
    ...news.pages,
    ...events,
    ...research,
    ...buildUnpublishedPages(context),
  ];
  assertUniqueRoutes(pages);
  pairTranslations(pages, PAGE_TRANSLATION_PAIRS);
  addReviewDates(context, pages);
  const waiting = buildWaitingTimes(context, organisation, locations.sites);
  const home = homePages(context.images);
  return {
    navigation: navigation(),
    // The same stream the table-writing generator used, so the footer order is unchanged.
    footer: footer(createRandom(deriveSeed(options.seed, 'footer'))),
    crisisBanner: options.crisisBanner ? CRISIS_BANNER_HTML : null,
    translations: translations(),
    homePages: home,
    pages,
    organisations: worldOrganisations(organisation),
    specialists: specialists.world,
    locations: locations.locations,
    folders: folders.folders,
    waitingTimes: waiting.waitingTimes,
    consultations: waiting.consultations,
    waitingTimesMeasuredOn: WAITING_TIMES_MEASURED_ON,
    phoneNumbers: context.phones.list(),
    redirects: buildRedirects(context, organisation, pages),
    images: context.images.list(),
  };
}

function assertUniqueRoutes(pages: readonly WorldPage[]): void {
  const seen = new Set<string>(['/', '/en']);
  for (const page of pages) {
    if (seen.has(page.route)) throw new Error(`Two pages have the route ${page.route}`);
    seen.add(page.route);
  }
}
