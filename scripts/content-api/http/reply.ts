/** What an API handler answers: a status and a JSON-serialisable body. */
export type ApiReply = { status: number; body: unknown };

export function ok(body: unknown): ApiReply {
  return { status: 200, body };
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
