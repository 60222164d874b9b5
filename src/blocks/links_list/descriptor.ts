import { z } from 'zod';
import { linkUrls } from '#src/blocks/shared/anchor-hrefs.ts';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockLinkSchema, blockTitleSchema } from '#src/blocks/shared/values.ts';

export const links_list = defineBlock({
  kind: 'links_list',
  schema: z.object({ title: blockTitleSchema, links: z.array(blockLinkSchema) }),
  links: (value) => linkUrls(value.links),
  showsNothing: (value) => value.links.length === 0,
  inAnchorMenu: true,
  clickEvent: null,
});
