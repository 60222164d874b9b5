/**
 * The one script every page with blocks loads (a few hundred bytes):
 * - blocks fade in when 10% of them is visible, once only; blocks already in view when
 *   the page opens are left as they are, nothing is hidden without this script, and nothing moves
 *   when the visitor prefers reduced motion;
 * - clicks on links inside text, call-to-action, quote, featured, link-grid, media and people blocks
 *   are recorded.
 */
import { trackEvent } from '#src/lib/analytics.ts';
import { blockEvent, type BlockEventAction } from '#src/lib/blocks/block-events.ts';

/** Spec 9: the visibility threshold for the animation. */
export const REVEAL_THRESHOLD = 0.1;

function revealOnScroll(root: Document): void {
  if (!('IntersectionObserver' in window) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const blocks = [...root.querySelectorAll<HTMLElement>('[data-reveal]:not([data-reveal-state])')];
  if (blocks.length === 0) return;
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const block = entry.target as HTMLElement;
        const first = !seen.has(block);
        seen.add(block);
        if (entry.isIntersecting && entry.intersectionRatio >= REVEAL_THRESHOLD) {
          // In view from the start: no animation. Otherwise: fade in now, once.
          if (!first) block.dataset['revealState'] = 'shown';
          else block.dataset['revealState'] = 'static';
          observer.unobserve(block);
        } else if (first) {
          // A block too tall ever to be 10% visible is not hidden at all.
          const viewport = entry.rootBounds?.height ?? window.innerHeight;
          const canReach = entry.boundingClientRect.height * REVEAL_THRESHOLD <= viewport;
          block.dataset['revealState'] = canReach ? 'waiting' : 'static';
          if (!canReach) observer.unobserve(block);
        }
      }
    },
    { threshold: [0, REVEAL_THRESHOLD] },
  );
  for (const block of blocks) observer.observe(block);
}

function trackLinkClicks(root: Document): void {
  root.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    const block = link?.closest<HTMLElement>('[data-block-event]');
    const action = block?.dataset['blockEvent'];
    if (!link || !action) return;
    // The link's own text, without the hidden 'opens in a new tab' hint.
    const hint = link.querySelector('.visually-hidden')?.textContent ?? '';
    trackEvent(blockEvent(action as BlockEventAction, (link.textContent ?? '').replace(hint, '')));
  });
}

export function initBlocks(root: Document = document): void {
  if (root.documentElement.dataset['blocksReady']) return;
  root.documentElement.dataset['blocksReady'] = 'true';
  revealOnScroll(root);
  trackLinkClicks(root);
}
