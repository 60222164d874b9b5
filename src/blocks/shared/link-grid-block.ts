import { z } from 'zod';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockTitleSchema, linkGridItemSchema } from '#src/blocks/shared/values.ts';

/** A grid of link tiles: the plain and the image grid differ only in their views. */
export function linkGridBlock<Kind extends string>(kind: Kind) {
  return defineBlock({
    kind,
    schema: z.object({ title: blockTitleSchema, items: z.array(linkGridItemSchema) }),
    links: (value) => value.items.map((item) => item.link.url),
    showsNothing: (value) => value.items.length === 0,
    inAnchorMenu: true,
    clickEvent: 'link-grid',
  });
}
