/**
 * The analytics events of link clicks outside the blocks: the home page's quick tasks
 * (category 'homepage - kunnen wij u helpen') and the footer (category 'footer').
 */
import type { AnalyticsEvent } from '#src/lib/analytics.ts';

export const QUICK_TASKS_CATEGORY = 'homepage - kunnen wij u helpen';
export const FOOTER_CATEGORY = 'footer';
export const LINK_CLICK_EVENT = 'link_click';

export function linkClickEvent(category: string, action: string, label: string): AnalyticsEvent {
  return { event: LINK_CLICK_EVENT, category, action, label: label.replace(/\s+/g, ' ').trim() };
}
