/**
 * The "Is deze pagina nuttig?" form's fields, shared by the page's form and the origin that takes its answers, and
 * the marker the origin's redirect puts on the page address so the static page shows its thank-you state.
 */
export const FEEDBACK_ENDPOINT = '/api/feedback';

/** The longest text a visitor may send with a "no" (the form's maxlength; the origin refuses longer). */
export const MAX_PROBLEM_CHARS = 500;

/** The longest page path accepted (site paths are far shorter). */
export const MAX_PATH_CHARS = 300;

/** The id of the section; the redirect's fragment names the thank-you note inside it. */
export const FEEDBACK_SECTION_ID = 'feedback';
export const FEEDBACK_THANKS_ID = 'feedback-thanks';

export type Usefulness = 'yes' | 'no';

/** Where a visitor lands after answering: the page itself, marked, scrolled to the thank-you note (a CSS `:target`). */
export function thanksAddress(path: string): string {
  return `${path}?feedback=thanks#${FEEDBACK_THANKS_ID}`;
}
