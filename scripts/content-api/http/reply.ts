import { JSON_CONTENT_TYPE } from './send.ts';

/**
 * What an API handler answers: a status and a JSON-serialisable body, or (`raw`) bytes that are
 * sent as they are: JSON already serialised (stored page documents) or a file such as a PDF.
 */
export type RawBody = { contentType: string; data: string | Uint8Array };
export type ApiReply = { status: number; body: unknown; raw?: RawBody };

export function ok(body: unknown): ApiReply {
  return { status: 200, body };
}

/** 200 with JSON text that is already serialised (e.g. a stored document). */
export function okJson(json: string): ApiReply {
  return { status: 200, body: undefined, raw: { contentType: JSON_CONTENT_TYPE, data: json } };
}

/** 200 with a file. */
export function okFile(contentType: string, data: Uint8Array): ApiReply {
  return { status: 200, body: undefined, raw: { contentType, data } };
}

/** The error body shape of the CMS: `{ "Message": "..." }`. */
export function errorReply(status: number, message: string): ApiReply {
  return { status, body: { Message: message } };
}

export function notFound(message: string): ApiReply {
  return errorReply(404, message);
}

export function badRequest(message: string): ApiReply {
  return errorReply(400, message);
}

export function unauthorized(message: string): ApiReply {
  return errorReply(401, message);
}
