import { describe, expect, it } from 'vitest';
import { FOOTER_CATEGORY, linkClickEvent, QUICK_TASKS_CATEGORY } from '#src/lib/link-events.ts';

describe('link click events of spec 7', () => {
  it('have the spec’s categories and the link’s text as label, spaces folded', () => {
    expect(QUICK_TASKS_CATEGORY).toBe('homepage - kunnen wij u helpen');
    expect(FOOTER_CATEGORY).toBe('footer');
    expect(linkClickEvent(FOOTER_CATEGORY, 'Column 1', '\n  Route  en parkeren ')).toEqual({
      event: 'link_click',
      category: 'footer',
      action: 'Column 1',
      label: 'Route en parkeren',
    });
  });
});
