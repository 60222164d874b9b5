import { z } from 'zod';
import { centraGridShows } from '#src/blocks/grid_blocks_centra/grid.ts';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockTitleSchema, linkGridItemSchema } from '#src/blocks/shared/values.ts';

/** Renders only with exactly 3 items. */
export const grid_blocks_centra = defineBlock({
  kind: 'grid_blocks_centra',
  schema: z.object({ title: blockTitleSchema, items: z.array(linkGridItemSchema) }),
  links: (value) => value.items.map((item) => item.link.url),
  showsNothing: (value) => !centraGridShows(value.items),
  inAnchorMenu: true,
  clickEvent: 'link-grid',
});
