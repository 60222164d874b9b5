/**
 * POST /api/feedback: the "Is deze pagina nuttig?" form's answers. A plain form post (no JavaScript) is answered
 * 303 back to the page with the thank-you marker; a post that asks for JSON (the form's script) gets JSON. Refusals
 * are pages in the visitor's language (from the page path): 400 for a bad field, 403 for a post from another site,
 * 413 for a large body, 429 when the client posted too often.
 */
import { escapeUTF8 } from 'entities';
import type { IncomingMessage, ServerResponse } from 'node:http';
import en from '#src/i18n/en.json' with { type: 'json' };
import nl from '#src/i18n/nl.json' with { type: 'json' };
import { localeFromPath, homePath, languageTag, type Locale } from '#src/i18n/locales.ts';
import { parseFeedback, isSitePath, type FeedbackProblem } from '#src/feedback/feedback-answer.ts';
import { FEEDBACK_ENDPOINT, MAX_PROBLEM_CHARS, thanksAddress } from '#src/feedback/feedback-fields.ts';
import { readBodyUpTo } from '../http-body.ts';
import type { FeedbackStore } from './feedback-store.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';

/** A form of three short fields: a few kilobytes at most, even with every character escaped. */
const MAX_BODY_BYTES = 16 * 1024;
export const FEEDBACK_RATE = { limit: 30, windowMs: 60_000 } as const;

export type FeedbackRouteOptions = {
  store: FeedbackStore;
  /** Whether the live site has a page at this path (an answer for any other path is refused). */
  hasPage: (path: string) => Promise<boolean>;
  /** Origins besides the request's own host that may post (the public site address behind a CDN). */
  siteOrigins?: readonly string[];
  /**
   * Addresses of the CDN or proxy in front (FEEDBACK_TRUSTED_PROXIES): a post through one of them
   * counts against the visitor its `X-Forwarded-For` names, not against the proxy.
   */
  trustedProxies?: readonly string[];
  limiter?: RateLimiter;
  log?: (line: string) => void;
};

type Refusal = 'invalid' | 'invalidProblem' | 'tooMany' | 'refused';

const STRINGS: Record<Locale, typeof nl.feedback> = { nl: nl.feedback, en: en.feedback };

/** A small page that says why the answer was not taken and links back (to the page when its path is a site path). */
export function refusalPage(locale: Locale, refusal: Refusal, backTo: string | null): string {
  const strings = STRINGS[locale];
  const message = strings[refusal].replaceAll('{{max}}', String(MAX_PROBLEM_CHARS));
  const link = backTo
    ? `<a href="${escapeUTF8(backTo)}">${strings.back}</a>`
    : `<a href="${homePath(locale)}">${strings.home}</a>`;
  return `<!doctype html>
<html lang="${languageTag(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${strings.errorTitle}</title></head>
<body><main><h1>${strings.errorTitle}</h1><p>${escapeUTF8(message)}</p><p>${link}</p></main></body>
</html>
`;
}

const REFUSAL_FOR: Record<FeedbackProblem, Refusal> = { path: 'invalid', useful: 'invalid', problem: 'invalidProblem' };

/**
 * Whether the post comes from this site's own pages. Browsers send Sec-Fetch-Site (a cross-site form post says
 * `cross-site`) and Origin; a client that sends neither (not a browser) is let through: the form has nothing a
 * forged post could gain, and the rate limit holds either way.
 */
export function isSameSitePost(headers: IncomingMessage['headers'], allowedOrigins: readonly string[]): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = headers['origin'];
  if (typeof origin !== 'string') return true;
  const host = headers['x-forwarded-host'] ?? headers['host'];
  const own = typeof host === 'string' ? [`http://${host}`, `https://${host}`] : [];
  return [...own, ...allowedOrigins].includes(origin);
}

/** `::ffff:192.0.2.1` (an IPv4 address on an IPv6 socket) and `192.0.2.1` are one address. */
const plainAddress = (address: string): string => address.trim().replace(/^::ffff:/, '');

/**
 * The client a post counts against (held only hashed, in memory): its connection's address, or,
 * when that is a trusted proxy, the nearest address in `X-Forwarded-For` that is not one (the
 * entries before it are the client's own say and could be anything).
 */
export function clientKeyOf(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: readonly string[],
): string {
  const trusted = new Set(trustedProxies.map(plainAddress));
  const connection = plainAddress(remoteAddress ?? 'unknown');
  if (!trusted.has(connection)) return connection;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map(plainAddress)
    .filter((address) => address !== '');
  for (const address of chain.reverse()) if (!trusted.has(address)) return address;
  return connection;
}

export function createFeedbackRoute(
  options: FeedbackRouteOptions,
): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> {
  const limiter = options.limiter ?? createRateLimiter(FEEDBACK_RATE);
  const allowedOrigins = (options.siteOrigins ?? []).map((address) => new URL(address).origin);

  return async (req, res, url) => {
    if (url.pathname !== FEEDBACK_ENDPOINT) return false;
    const wantsJson = (req.headers['accept'] ?? '').includes('application/json');
    const refuse = (status: number, locale: Locale, refusal: Refusal, backTo: string | null, extra = {}) => {
      if (wantsJson) {
        res.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          ...extra,
        });
        res.end(`${JSON.stringify({ ok: false, reason: refusal })}\n`);
      } else {
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...extra });
        res.end(refusalPage(locale, refusal, backTo));
      }
    };
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST', 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('POST only.\n');
      return true;
    }
    const raw = await readBodyUpTo(req, MAX_BODY_BYTES);
    const form = new URLSearchParams(raw === null ? '' : raw.toString('utf8'));
    const givenPath = form.get('path') ?? '';
    const locale = localeFromPath(givenPath);
    const backTo = isSitePath(givenPath) ? givenPath : null;
    if (!isSameSitePost(req.headers, allowedOrigins)) {
      refuse(403, locale, 'refused', backTo);
      return true;
    }
    if (
      !limiter.allow(
        clientKeyOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], options.trustedProxies ?? []),
      )
    ) {
      refuse(429, locale, 'tooMany', backTo, { 'retry-after': String(FEEDBACK_RATE.windowMs / 1000) });
      return true;
    }
    if (raw === null) {
      res.setHeader('connection', 'close');
      refuse(413, locale, 'invalidProblem', backTo);
      return true;
    }
    const parsed = parseFeedback(form);
    if (parsed.kind === 'invalid') {
      refuse(400, locale, REFUSAL_FOR[parsed.field], backTo);
      return true;
    }
    if (!(await options.hasPage(parsed.answer.path))) {
      refuse(400, locale, 'invalid', null);
      return true;
    }
    options.store.add(parsed.answer);
    if (wantsJson) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(`${JSON.stringify({ ok: true })}\n`);
    } else {
      res.writeHead(303, { location: thanksAddress(parsed.answer.path), 'cache-control': 'no-store' });
      res.end();
    }
    return true;
  };
}
