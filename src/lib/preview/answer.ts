/**
 * How the preview route answers (src/pages/preview/[slug].astro): the status of each outcome, the
 * headers every answer carries (never cached, never indexed, the address with its token never sent
 * on as a referrer), and the language it is shown in: the draft's own, else the one the browser prefers.
 */
import { localeFromAcceptLanguage } from '#src/i18n/accept-language.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { PreviewResult } from '#src/lib/models/load-preview.ts';

/** On every answer of the preview route, whatever its status. */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
};

export const PREVIEW_STATUS: Readonly<Record<PreviewResult['kind'], number>> = {
  page: 200,
  unauthorized: 401,
  notFound: 404,
  unavailable: 503,
};

const STATUS_TEXT: Readonly<Record<PreviewResult['kind'], string>> = {
  page: 'OK',
  unauthorized: 'Unauthorized',
  notFound: 'Not Found',
  unavailable: 'Service Unavailable',
};

export type PreviewAnswer = {
  status: number;
  statusText: string;
  headers: Readonly<Record<string, string>>;
  locale: Locale;
};

/** The status, headers and language of the answer to a preview request. */
export function previewAnswer(result: PreviewResult, acceptLanguage: string | null): PreviewAnswer {
  return {
    status: PREVIEW_STATUS[result.kind],
    statusText: STATUS_TEXT[result.kind],
    headers: PREVIEW_HEADERS,
    locale: result.kind === 'page' ? result.model.head.locale : localeFromAcceptLanguage(acceptLanguage),
  };
}
