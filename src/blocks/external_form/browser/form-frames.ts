/**
 * Sets each external-form frame's address from the page's own query: the form service page plus location.search plus
 * isIframeEmbed=1.
 */
import { formFrameUrl } from '#src/blocks/external_form/external-form.ts';

export function initFormFrames(root: Document = document): void {
  for (const frame of root.querySelectorAll<HTMLIFrameElement>('iframe[data-form-frame]:not([src])')) {
    const base = frame.dataset['formBase'];
    const formId = frame.dataset['formId'];
    if (base && formId) frame.src = formFrameUrl(base, formId, window.location.search);
  }
}
