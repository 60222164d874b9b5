import { z } from 'zod';
import { optionalCmsUrlSchema } from '#src/lib/contract/common.ts';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockImageSchema, blockTitleSchema } from '#src/blocks/shared/values.ts';

export const people = defineBlock({
  kind: 'people',
  schema: z.object({
    title: blockTitleSchema,
    people: z.array(
      z.object({
        name: z.string().min(1),
        email: z.string().nullable(),
        phoneNumber: z.string().nullable(),
        url: optionalCmsUrlSchema,
        image: blockImageSchema.nullable(),
      }),
    ),
  }),
  links: (value) => value.people.flatMap((person) => (person.url ? [person.url] : [])),
  showsNothing: (value) => value.people.length === 0,
  inAnchorMenu: true,
  clickEvent: 'people',
});
