import { z } from 'zod';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockTitleSchema } from '#src/blocks/shared/values.ts';

export const bmi = defineBlock({
  kind: 'bmi',
  schema: z.object({ title: blockTitleSchema, intro: z.string().nullable() }),
  inAnchorMenu: false,
  clickEvent: null,
});
