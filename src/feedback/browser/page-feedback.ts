/**
 * Posts the feedback forms in place: the answer goes to the origin as the form would send it, asking for JSON; the
 * section then shows its thank-you note. With analytics consent a `page_feedback` event carries yes or no (never
 * the text). When the post fails the form is sent the plain way, so the visitor sees the origin's answer page.
 */
import { consentGiven } from '#src/consent/browser/cookies.ts';
import { pageFeedbackEvent } from '#src/feedback/feedback-event.ts';
import { trackEvent } from '#src/lib/analytics.ts';

async function postInPlace(form: HTMLFormElement): Promise<boolean> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  try {
    const answer = await fetch(form.action, { method: 'POST', headers: { accept: 'application/json' }, body });
    return answer.ok;
  } catch {
    return false;
  }
}

export function initPageFeedback(root: Document = document): void {
  for (const section of root.querySelectorAll<HTMLElement>('[data-page-feedback]')) {
    if (section.dataset['feedbackReady']) continue;
    section.dataset['feedbackReady'] = 'true';
    section.addEventListener('submit', (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      const useful = new FormData(form).get('useful');
      void postInPlace(form).then((sent) => {
        if (!sent) {
          form.submit();
          return;
        }
        section.dataset['answered'] = 'true';
        section.querySelector<HTMLElement>('.page-feedback__thanks')?.focus();
        if ((useful === 'yes' || useful === 'no') && consentGiven()) trackEvent(pageFeedbackEvent(useful));
      });
    });
  }
}
