/**
 * Just before the page prints: every closed expandable opens (CSS cannot open a <details>) and every
 * site link in the main content gets its full address for the print style's "(address)" after it
 * (src/styles/print.css); after printing, the expandables the visitor had closed close again.
 */

/** Marks an expandable opened for print, so opening it is not recorded as the visitor's (src/browser/expand-tracking.ts). */
export const OPENED_FOR_PRINT = 'openedForPrint';

/** Site-relative links: an address starting with one slash (not `//host`). */
const SITE_LINKS = 'main a[href^="/"]:not([href^="//"])';

export function openForPrint(root: Document): void {
  for (const item of root.querySelectorAll<HTMLDetailsElement>('main details:not([open])')) {
    item.dataset[OPENED_FOR_PRINT] = 'true';
    item.open = true;
  }
  for (const link of root.querySelectorAll<HTMLAnchorElement>(SITE_LINKS)) {
    link.dataset['printHref'] = link.href;
  }
}

export function closeAfterPrint(root: Document): void {
  for (const item of root.querySelectorAll<HTMLDetailsElement>('main details[data-opened-for-print]')) {
    item.open = false;
    delete item.dataset[OPENED_FOR_PRINT];
  }
}

export function initPrintView(view: Window = window): void {
  view.addEventListener('beforeprint', () => openForPrint(view.document));
  view.addEventListener('afterprint', () => closeAfterPrint(view.document));
}
