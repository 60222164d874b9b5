import { describe, expect, it } from 'vitest';
import { pageFeedbackEvent } from '#src/feedback/feedback-event.ts';

describe('pageFeedbackEvent', () => {
  it('carries the yes or no only', () => {
    expect(pageFeedbackEvent('no')).toEqual({ event: 'page_feedback', category: 'feedback', action: 'no' });
    expect(Object.keys(pageFeedbackEvent('yes'))).not.toContain('label');
  });
});
