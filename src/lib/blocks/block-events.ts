/**
 * Analytics events of the blocks: category 'BuildingBlock'; the action names the kind of
 * block (text, text-image, cta, quote, featured, link-grid, media, expand, people); the label says
 * what was clicked or opened. Videos send their own events, from their block's folder.
 */
import type { AnalyticsEvent } from '#src/lib/analytics.ts';

export const BLOCK_EVENT_CATEGORY = 'BuildingBlock';
export const BLOCK_EVENT = 'building_block';

export type BlockEventAction =
  'text' | 'text-image' | 'cta' | 'quote' | 'featured' | 'link-grid' | 'media' | 'expand' | 'people';

export function blockEvent(action: BlockEventAction, label: string): AnalyticsEvent {
  return { event: BLOCK_EVENT, category: BLOCK_EVENT_CATEGORY, action, label: label.replace(/\s+/g, ' ').trim() };
}

/** The first opening of an expandable item. */
export function expandEvent(itemTitle: string): AnalyticsEvent {
  return blockEvent('expand', itemTitle);
}
