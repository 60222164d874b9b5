import type { IncomingMessage } from 'node:http';

/**
 * A request's whole body, or null as soon as it is larger than `maxBytes`: the rest is not read (a
 * client cannot keep the connection busy by sending more), so the answer (a 413) closes the
 * connection (`Connection: close`).
 */
export function readBodyUpTo(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.byteLength;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.pause();
      resolve(null);
    };
    req.on('data', onData);
    req.on('end', () => resolve(size <= maxBytes ? Buffer.concat(chunks) : null));
    req.on('error', reject);
  });
}
