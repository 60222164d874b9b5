import { z } from 'zod';
import { carouselShows } from '#src/blocks/carousel/carousel.ts';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockImageSchema, blockLinkSchema, blockTitleSchema } from '#src/blocks/shared/values.ts';

const teaserCardSchema = z.object({
  title: z.string().min(1),
  intro: z.string().nullable(),
  image: blockImageSchema.nullable(),
  link: blockLinkSchema,
});

export const carousel = defineBlock({
  kind: 'carousel',
  schema: z.object({ title: blockTitleSchema, items: z.array(teaserCardSchema) }),
  links: (value) => value.items.map((item) => item.link.url),
  showsNothing: (value) => !carouselShows(value.items),
  inAnchorMenu: true,
  clickEvent: null,
});
