import type { IncomingMessage } from 'node:http';

const MAX_BODY_BYTES = 1024 * 1024;

export class BadRequestError extends Error {}

/** Reads a request body as text; BadRequestError when too big. */
export async function readTextBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.byteLength;
    if (size > MAX_BODY_BYTES) throw new BadRequestError(`Request body larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a JSON request body: undefined when empty; BadRequestError when not JSON. */
export function parseJsonBody(raw: string): unknown {
  const text = raw.trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('Request body is not valid JSON');
  }
}
