/** What every block view receives besides its own kind's value and data (BlockValue, BlockData) and the block's id. */
import type { Locale } from '#src/i18n/locales.ts';
import type { PageType } from '#src/lib/routing/page-types.ts';

export type BlockContext = {
  locale: Locale;
  /** The route of the page the block is on (analytics, the form frame's query). */
  route: string;
  pageType: PageType;
  pageTitle: string;
};
