import { z } from 'zod';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockImageSchema, blockLinkSchema, blockTitleSchema } from '#src/blocks/shared/values.ts';

export const featured_content = defineBlock({
  kind: 'featured_content',
  schema: z.object({
    title: blockTitleSchema,
    label: z.string().nullable(),
    intro: z.string().nullable(),
    image: blockImageSchema.nullable(),
    link: blockLinkSchema,
  }),
  links: (value) => [value.link.url],
  inAnchorMenu: true,
  clickEvent: 'featured',
});
