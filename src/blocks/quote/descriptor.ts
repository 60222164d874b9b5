import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { quoteValueSchema } from '#src/blocks/shared/values.ts';

export const quote = defineBlock({
  kind: 'quote',
  schema: quoteValueSchema,
  inAnchorMenu: false,
  clickEvent: 'quote',
});
