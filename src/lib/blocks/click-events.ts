/** Which blocks record link clicks, and under which action (spec 7). */
import type { ContentBlock } from '#src/lib/content/parse-content.ts';
import type { BlockEventAction } from '#src/lib/blocks/block-events.ts';

type Kind = ContentBlock['kind'];

/** Spec 7: the analytics action for link clicks inside a block of this kind (none for the others). */
export const BLOCK_CLICK_EVENTS: Partial<Record<Kind, BlockEventAction>> = {
  text: 'text',
  text_with_image: 'text-image',
  cta: 'cta',
  cta_with_image: 'cta',
  quote: 'quote',
  quote_with_image: 'quote',
  featured_content: 'featured',
  grid_blocks_plain: 'link-grid',
  grid_blocks_image: 'link-grid',
  grid_blocks_centra: 'link-grid',
  media: 'media',
  people: 'people',
};
