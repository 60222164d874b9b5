/**
 * The external-form frames: the form service is functional and loads once the cookie bar has been answered,
 * whatever the answer (startAfterConsent with the functional category); then each frame gets its address (the
 * form service page plus location.search plus isIframeEmbed=1) and replaces its placeholder.
 */
import { formFrameUrl } from '#src/blocks/external_form/external-form.ts';
import { startAfterConsent } from '#src/consent/browser/start-after-consent.ts';

function showFrames(root: Document): void {
  for (const frame of root.querySelectorAll<HTMLIFrameElement>('iframe[data-form-frame]:not([src])')) {
    const base = frame.dataset['formBase'];
    const formId = frame.dataset['formId'];
    if (!base || !formId) continue;
    frame.src = formFrameUrl(base, formId, window.location.search);
    frame.hidden = false;
    const placeholder = frame.parentElement?.querySelector<HTMLElement>('[data-form-placeholder]');
    if (placeholder) placeholder.hidden = true;
  }
}

export function initFormFrames(root: Document = document): void {
  startAfterConsent('form', () => showFrames(root));
}
