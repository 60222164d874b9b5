/**
 * The external-form block: the form service's page for the form id in a frame 539 px
 * high, carrying the page's own query parameters plus isIframeEmbed=1. The service's base address
 * is configuration (PUBLIC_FORM_SERVICE_URL); the default is the service the hospital's form ids
 * belong to.
 */

export const FORM_FRAME_HEIGHT = 539;
export const DEFAULT_FORM_SERVICE_URL = 'https://form.jotform.com';

export function formServiceUrl(configured: string | undefined | null): string {
  const value = configured?.trim();
  return (value ? value : DEFAULT_FORM_SERVICE_URL).replace(/\/+$/, '');
}

/**
 * `{base}/{formID}?{page query}&isIframeEmbed=1`; the page's own isIframeEmbed is replaced, never doubled, and a
 * preview's `token` is left out.
 */
export function formFrameUrl(base: string, formId: string, pageSearch = ''): string {
  const url = new URL(`${formServiceUrl(base)}/${encodeURIComponent(formId.trim())}`);
  const params = new URLSearchParams(pageSearch.startsWith('?') ? pageSearch.slice(1) : pageSearch);
  params.delete('isIframeEmbed');
  // A preview's token is the editor's key to a draft; it never goes to the form service.
  params.delete('token');
  for (const [key, value] of params) url.searchParams.append(key, value);
  url.searchParams.set('isIframeEmbed', '1');
  return url.toString();
}

/** The form's own page at the service (for a link that opens it outside the frame). */
export function formPageUrl(base: string, formId: string): string {
  return `${formServiceUrl(base)}/${encodeURIComponent(formId.trim())}`;
}
