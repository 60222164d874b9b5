import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { mediaValueSchema } from '#src/blocks/shared/values.ts';
import { VIMEO_EMBED_ORIGIN, YOUTUBE_EMBED_ORIGIN } from '#src/blocks/media/video.ts';
import { VIMEO_OEMBED_ENDPOINT } from '#src/blocks/media/video-embed-check.ts';

/** An image or a video (images are not links). Videos play in the YouTube and Vimeo players; Vimeo's embed check is a call. */
export const media = defineBlock({
  kind: 'media',
  schema: mediaValueSchema,
  inAnchorMenu: true,
  clickEvent: 'media',
  otherOrigins: () => ({
    frame: [YOUTUBE_EMBED_ORIGIN, VIMEO_EMBED_ORIGIN],
    connect: [new URL(VIMEO_OEMBED_ENDPOINT).origin],
  }),
});
