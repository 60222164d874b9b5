/**
 * The video embed check of spec 4 and 7: the one video platform that reports whether it may be
 * embedded on this domain (Vimeo) answers its embed-information call (oEmbed) with a
 * `domain_status_code`; a video whose answer says 403, or that gets no usable answer at all, is
 * blanked with the "unable to load" text instead of showing a broken player. Asked only after the
 * visitor's video consent (the call goes to the video host). YouTube has no such answer: its
 * player is shown as it is.
 */
import type { VideoSource } from '#src/blocks/media/video.ts';

export const VIMEO_OEMBED_ENDPOINT = 'https://vimeo.com/api/oembed.json';

/** The embed-information address of a video, or null for a platform that has none. */
export function embedCheckUrl(source: VideoSource): string | null {
  if (source.kind !== 'vimeo') return null;
  const video = `https://vimeo.com/${source.id}${source.hash ? `/${source.hash}` : ''}`;
  return `${VIMEO_OEMBED_ENDPOINT}?url=${encodeURIComponent(video)}`;
}

/** Whether an embed-information answer lets the video play here: not when it is empty or says domain status 403. */
export function embedAllowed(answer: unknown): boolean {
  if (!answer || typeof answer !== 'object' || Object.keys(answer).length === 0) return false;
  return (answer as { domain_status_code?: unknown }).domain_status_code !== 403;
}
