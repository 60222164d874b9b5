/**
 * Whether a click on a link is a plain one that the island may handle in place. A click with a
 * modifier (new tab, new window, download) or another button is left to the browser.
 */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
