import type { AnalyticsEvent } from '#src/lib/analytics.ts';
import type { Usefulness } from '#src/feedback/feedback-fields.ts';

/** The data-layer event of an answer: yes or no only, never the visitor's text. */
export function pageFeedbackEvent(useful: Usefulness): AnalyticsEvent {
  return { event: 'page_feedback', category: 'feedback', action: useful };
}
