/** A video's analytics events: Play, Pause and Finished, in the blocks' category, labelled with the video. */
import type { AnalyticsEvent } from '#src/lib/analytics.ts';
import { BLOCK_EVENT_CATEGORY } from '#src/lib/blocks/block-events.ts';
import type { VideoAction } from '#src/blocks/media/video.ts';

const VIDEO_EVENT = 'video';

export function videoEvent(action: VideoAction, videoLabel: string): AnalyticsEvent {
  return { event: VIDEO_EVENT, category: BLOCK_EVENT_CATEGORY, action, label: videoLabel };
}
