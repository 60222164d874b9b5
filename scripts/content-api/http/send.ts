import type { IncomingMessage, ServerResponse } from 'node:http';
import { ifNoneMatchHits, strongEtag } from './etag.ts';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

export type Outcome = 'sent' | 'not-modified';

/**
 * Writes a response with CORS headers and a strong ETag. A 200 whose ETag matches the request's
 * If-None-Match is answered 304 without a body; HEAD gets the headers only.
 */
export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: Uint8Array,
  headers: Readonly<Record<string, string>>,
  etag: string = strongEtag(body),
): Outcome {
  const common: Record<string, string> = { ...CORS_HEADERS, ...headers, etag };
  if (status === 200 && ifNoneMatchHits(req.headers['if-none-match'], etag)) {
    const { 'content-type': _omitted, ...notModifiedHeaders } = common;
    res.writeHead(304, notModifiedHeaders);
    res.end();
    return 'not-modified';
  }
  res.writeHead(status, { ...common, 'content-length': String(body.byteLength) });
  res.end(req.method === 'HEAD' ? undefined : body);
  return 'sent';
}

export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Readonly<Record<string, string>> = {},
): Outcome {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  return sendBody(req, res, status, body, {
    'content-type': JSON_CONTENT_TYPE,
    'cache-control': 'no-cache',
    ...headers,
  });
}

/** 204 for CORS preflight and other OPTIONS requests. */
export function sendNoContent(res: ServerResponse): void {
  res.writeHead(204, { ...CORS_HEADERS, 'content-length': '0' });
  res.end();
}
