/**
 * A release's file answered by the origin itself with `send`, as the Astro Node adapter's static
 * handler answers it (`@astrojs/node` serve-static.js): the same ETag, Last-Modified, ranges,
 * conditional answers and HEAD, and `/_astro/` files as immutable. Which file an address names (a
 * folder's `index.html`, hidden files refused but `/.well-known/`) is decided once, by the site
 * server's `staticFileFor`, for this answer and for the file's compressed copies alike; what names
 * no file goes to the release's own server (release-server.ts), which runs on a thread of its own,
 * so that a visitor's request for a page or an image never waits on it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import send from 'send';

/** Where Astro puts the build's hashed assets (its `build.assets`). */
const ASSETS_FOLDER = '_astro/';
const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';
/** Errors `send` answers about the file that is there: a precondition it fails (412), a range outside it (416). */
const ANSWERS_ABOUT_THE_FILE: ReadonlySet<number> = new Set([412, 416]);

/** Answers the request with `file`, a file of the release's `clientDir`. */
export function serveStaticFile(req: IncomingMessage, res: ServerResponse, clientDir: string, file: string): void {
  const relative = path.relative(clientDir, file).split(path.sep);
  // `send` decodes the path it is given: each segment goes to it encoded, so a name with `%` stays that name.
  const stream = send(req, `/${relative.map(encodeURIComponent).join('/')}`, {
    root: clientDir,
    // The site server chose the file, hidden segments included (`/.well-known/`).
    dotfiles: 'allow',
    // A file, never a folder: no index to look for.
    index: false,
  });
  stream.on('error', (error: Error & { statusCode?: number; headers?: Record<string, string> }) => {
    // The file went while it was sent (a release pruned under a request): the answer stops there.
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) console.error(String(error));
    // A precondition or a range the file cannot meet keeps the file's headers, as the adapter's answer
    // does; a file that could not be read has none of its own to give.
    if (!ANSWERS_ABOUT_THE_FILE.has(status))
      for (const name of ['content-length', 'content-range', 'etag', 'last-modified', 'content-type'])
        res.removeHeader(name);
    // What `send` gives the error for its answer (a 416's Content-Range).
    for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
    res.writeHead(status);
    res.end(status >= 500 ? 'Internal server error' : '');
  });
  stream.on('stream', () => {
    if (relative.join('/').startsWith(ASSETS_FOLDER)) res.setHeader('cache-control', IMMUTABLE_ASSET);
  });
  stream.pipe(res);
}
