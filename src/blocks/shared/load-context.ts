/**
 * What a block kind's data loading gets: the API calls it may make (bound to the build's content
 * client by the page model, so that a descriptor imports no site module at run time and the
 * embedded CMS can load the registry under plain Node), the page's language and the hospital's
 * name, and the build report, already pointed at the page and the block.
 */
import type { Locale } from '#src/i18n/locales.ts';
import type { ContentClient } from '#src/lib/api/content-client.ts';
import type { fetchLocationsFor } from '#src/lib/api/locations.ts';
import type { fetchPhoneNumbers } from '#src/lib/api/misc.ts';
import type { fetchNewsBySlugs, fetchRelatedTeasers } from '#src/lib/api/news-events.ts';
import type { fetchLocationOrGeneralPage } from '#src/lib/api/pages.ts';
import type { fetchRandomSpecialists } from '#src/lib/api/specialists.ts';
import type { fetchConsultations, fetchWaitingTimesMeasurement } from '#src/lib/api/waiting-times.ts';

/** A fetch function with its content client already given. */
type Bound<F> = F extends (...args: [...infer Args, ContentClient]) => infer Result ? (...args: Args) => Result : never;

/** The calls blocks make for the data they show but do not carry. */
export type BlockApi = {
  randomSpecialists: Bound<typeof fetchRandomSpecialists>;
  newsBySlugs: Bound<typeof fetchNewsBySlugs>;
  phoneNumbers: Bound<typeof fetchPhoneNumbers>;
  relatedTeasers: Bound<typeof fetchRelatedTeasers>;
  consultations: Bound<typeof fetchConsultations>;
  waitingTimesMeasurement: Bound<typeof fetchWaitingTimesMeasurement>;
  locationsFor: Bound<typeof fetchLocationsFor>;
  locationOrGeneralPage: Bound<typeof fetchLocationOrGeneralPage>;
};

export type BlockLoadContext = {
  api: BlockApi;
  /** The language of the page the block is on. */
  locale: Locale;
  /** The hospital's name, for the maps search of a location. */
  siteName: string;
  /** Adds a line to the build report under `section`, naming the page and the block. */
  report(section: string, detail: string): void;
  /** Reports a call that failed: `what` could not be loaded (status). */
  failed(what: string, status: number): void;
};
