/** What every block component receives besides its own value. */
import type { Locale } from '#src/i18n/locales.ts';
import type { Translate } from '#src/i18n/translator.ts';
import type { PageType } from '#src/lib/routing/page-types.ts';

export type BlockContext = {
  locale: Locale;
  t: Translate;
  /** The route of the page the block is on (problem reports, analytics, the form frame's query). */
  route: string;
  pageType: PageType;
  pageTitle: string;
};
