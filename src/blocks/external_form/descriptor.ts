import { z } from 'zod';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockTitleSchema } from '#src/blocks/shared/values.ts';

/** An external form in a frame. */
export const external_form = defineBlock({
  kind: 'external_form',
  schema: z.object({
    title: blockTitleSchema,
    formID: z.string().min(1),
    formTitle: z.string().min(1),
    label: z.string().nullable(),
    intro: z.string().nullable(),
  }),
  inAnchorMenu: true,
  clickEvent: null,
});
