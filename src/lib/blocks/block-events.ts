/**
 * Analytics events of the blocks: category 'BuildingBlock'; the action names the kind of
 * block (text, text-image, cta, quote, featured, link-grid, media, expand, people); the label says
 * what was clicked or opened. Videos send Play, Pause and Finished.
 */
import type { AnalyticsEvent } from '#src/lib/analytics.ts';
import type { VideoAction } from '#src/blocks/media/video.ts';

export const BLOCK_EVENT_CATEGORY = 'BuildingBlock';
export const BLOCK_EVENT = 'building_block';
export const VIDEO_EVENT = 'video';

export type BlockEventAction =
  'text' | 'text-image' | 'cta' | 'quote' | 'featured' | 'link-grid' | 'media' | 'expand' | 'people';

export function blockEvent(action: BlockEventAction, label: string): AnalyticsEvent {
  return { event: BLOCK_EVENT, category: BLOCK_EVENT_CATEGORY, action, label: label.replace(/\s+/g, ' ').trim() };
}

/** The first opening of an expandable item. */
export function expandEvent(itemTitle: string): AnalyticsEvent {
  return blockEvent('expand', itemTitle);
}

/** A video's Play, Pause or Finished; the label names the video. */
export function videoEvent(action: VideoAction, videoLabel: string): AnalyticsEvent {
  return { event: VIDEO_EVENT, category: BLOCK_EVENT_CATEGORY, action, label: videoLabel };
}
