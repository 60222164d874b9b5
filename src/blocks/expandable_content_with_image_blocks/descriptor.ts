import { z } from 'zod';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { expandItemLinks } from '#src/blocks/shared/expand-links.ts';
import { blockTitleSchema, expandItemSchema } from '#src/blocks/shared/values.ts';

export const expandable_content_with_image_blocks = defineBlock({
  kind: 'expandable_content_with_image_blocks',
  schema: z.object({ title: blockTitleSchema, items: z.array(expandItemSchema) }),
  links: (value) => expandItemLinks(value.items),
  showsNothing: (value) => value.items.length === 0,
  inAnchorMenu: true,
  clickEvent: null,
});
