import { z } from 'zod';
import { anchorHrefs } from '#src/blocks/shared/anchor-hrefs.ts';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockHtmlSchema, blockTitleSchema } from '#src/blocks/shared/values.ts';

/** Rich text; also the HTML between the blocks of Page.Content. */
export const text = defineBlock({
  kind: 'text',
  schema: z.object({ title: blockTitleSchema, html: blockHtmlSchema }),
  links: (value) => anchorHrefs(value.html),
  inAnchorMenu: true,
  clickEvent: 'text',
});
