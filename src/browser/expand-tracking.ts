/**
 * Expandable items are native <details> elements (they open and close without JavaScript); this
 * only records the visitor's first opening of each item as a BuildingBlock 'expand' event (not the
 * print view's, src/browser/print-view.ts).
 */
import { trackEvent } from '#src/lib/analytics.ts';
import { expandEvent } from '#src/lib/blocks/block-events.ts';
import { OPENED_FOR_PRINT } from '#src/browser/print-view.ts';

export function initExpandTracking(root: Document = document): void {
  if (root.documentElement.dataset['expandTracking']) return;
  root.documentElement.dataset['expandTracking'] = 'true';
  // 'toggle' does not bubble, but it passes the document in the capture phase.
  root.addEventListener(
    'toggle',
    (event) => {
      const item = event.target;
      if (!(item instanceof HTMLDetailsElement) || !item.open || !item.hasAttribute('data-expand-item')) return;
      if (item.dataset['expandTracked'] || item.dataset[OPENED_FOR_PRINT]) return;
      item.dataset['expandTracked'] = 'true';
      trackEvent(expandEvent(item.dataset['expandTitle'] ?? item.querySelector('summary')?.textContent ?? ''));
    },
    true,
  );
}
