/**
 * Clicks on the links of the home page's quick tasks and of the footer go to the data layer
 *: category 'homepage - kunnen wij u helpen' or 'footer', from the nearest
 * `data-analytics-category`; the action from the nearest `data-analytics-action` (the footer's
 * column, legal links, social links, language switch; 'click' without one); the label the link's
 * text without its hidden 'opens in a new tab' hint. Loaded on every page (BaseLayout).
 */
import { trackEvent } from '#src/lib/analytics.ts';
import { linkClickEvent } from '#src/lib/link-events.ts';

export function initLinkEvents(root: Document = document): void {
  if (root.documentElement.dataset['linkEventsReady']) return;
  root.documentElement.dataset['linkEventsReady'] = 'true';
  root.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    const area = link?.closest<HTMLElement>('[data-analytics-category]');
    const category = area?.dataset['analyticsCategory'];
    if (!link || !category) return;
    const action = link.closest<HTMLElement>('[data-analytics-action]')?.dataset['analyticsAction'] ?? 'click';
    const hint = link.querySelector('.visually-hidden')?.textContent ?? '';
    trackEvent(linkClickEvent(category, action, (link.textContent ?? '').replace(hint, '')));
  });
}
