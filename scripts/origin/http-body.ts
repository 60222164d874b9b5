import type { IncomingMessage } from 'node:http';

/**
 * A request's whole body, or null when it is larger than `maxBytes` (the rest is read and dropped,
 * so the connection can still carry the answer, e.g. a 413).
 */
export function readBodyUpTo(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= maxBytes) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= maxBytes ? Buffer.concat(chunks) : null));
    req.on('error', reject);
  });
}
