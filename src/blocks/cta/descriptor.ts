import { z } from 'zod';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockLinkSchema, blockTitleSchema } from '#src/blocks/shared/values.ts';

export const cta = defineBlock({
  kind: 'cta',
  schema: z.object({ title: blockTitleSchema, intro: z.string().nullable(), link: blockLinkSchema }),
  links: (value) => [value.link.url],
  inAnchorMenu: true,
  clickEvent: 'cta',
});
