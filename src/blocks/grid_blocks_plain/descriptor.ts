import { z } from 'zod';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockTitleSchema, linkGridItemSchema } from '#src/blocks/shared/values.ts';

export const grid_blocks_plain = defineBlock({
  kind: 'grid_blocks_plain',
  schema: z.object({ title: blockTitleSchema, items: z.array(linkGridItemSchema) }),
  links: (value) => value.items.map((item) => item.link.url),
  showsNothing: (value) => value.items.length === 0,
  inAnchorMenu: true,
  clickEvent: 'link-grid',
});
