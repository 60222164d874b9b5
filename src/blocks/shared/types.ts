/** What every block view receives: its own kind's value and data, the page's block context and the block's id. */
import type { Locale } from '#src/i18n/locales.ts';
import type { PageType } from '#src/lib/routing/page-types.ts';
import type { BlockData, BlockValue, ShownBlockKind } from '#src/blocks/registry.ts';

export type BlockContext = {
  locale: Locale;
  /** The route of the page the block is on (analytics, the form frame's query). */
  route: string;
  pageType: PageType;
  pageTitle: string;
};

export type BlockProps<K extends ShownBlockKind> = {
  value: BlockValue<K>;
  data: BlockData<K>;
  context: BlockContext;
  id: string;
};
