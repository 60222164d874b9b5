import { z } from 'zod';
import { anchorHrefs } from '#src/blocks/shared/anchor-hrefs.ts';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockHtmlSchema, blockImageSchema, blockTitleSchema } from '#src/blocks/shared/values.ts';

export const text_with_image = defineBlock({
  kind: 'text_with_image',
  schema: z.object({
    title: blockTitleSchema,
    html: blockHtmlSchema,
    image: blockImageSchema,
    imagePosition: z.enum(['left', 'right']),
  }),
  links: (value) => anchorHrefs(value.html),
  inAnchorMenu: true,
  clickEvent: 'text-image',
});
