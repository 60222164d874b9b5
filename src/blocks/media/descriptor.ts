import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { mediaValueSchema } from '#src/blocks/shared/values.ts';

/** An image or a video (images are not links). */
export const media = defineBlock({
  kind: 'media',
  schema: mediaValueSchema,
  inAnchorMenu: true,
  clickEvent: 'media',
});
