import { z } from 'zod';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { expandItemLinks } from '#src/blocks/shared/expand-links.ts';
import { blockTitleSchema, expandItemSchema } from '#src/blocks/shared/values.ts';

/** Expandable items with nested blocks: the two kinds differ only in their views. */
export function expandableBlock<Kind extends string>(kind: Kind) {
  return defineBlock({
    kind,
    schema: z.object({ title: blockTitleSchema, items: z.array(expandItemSchema) }),
    links: (value) => expandItemLinks(value.items),
    showsNothing: (value) => value.items.length === 0,
    inAnchorMenu: true,
    clickEvent: null,
  });
}
