import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockImageSchema, quoteValueSchema } from '#src/blocks/shared/values.ts';

export const quote_with_image = defineBlock({
  kind: 'quote_with_image',
  schema: quoteValueSchema.extend({ image: blockImageSchema }),
  inAnchorMenu: false,
  clickEvent: 'quote',
});
