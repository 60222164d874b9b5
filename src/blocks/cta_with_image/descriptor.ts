import { z } from 'zod';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockImageSchema, blockLinkSchema, blockTitleSchema } from '#src/blocks/shared/values.ts';

export const cta_with_image = defineBlock({
  kind: 'cta_with_image',
  schema: z.object({
    title: blockTitleSchema,
    intro: z.string().nullable(),
    link: blockLinkSchema,
    image: blockImageSchema,
  }),
  links: (value) => [value.link.url],
  inAnchorMenu: true,
  clickEvent: 'cta',
});
