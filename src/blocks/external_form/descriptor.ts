import { z } from 'zod';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockTitleSchema } from '#src/blocks/shared/values.ts';
import { formServiceUrl } from '#src/blocks/external_form/external-form.ts';

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
  otherOrigins: (settings) => ({ frame: [new URL(formServiceUrl(settings.formServiceUrl)).origin] }),
});
