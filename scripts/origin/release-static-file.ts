/**
 * A release's static files, answered by the origin itself with `send`, as the Astro Node adapter's
 * static handler answers them (`@astrojs/node` serve-static.js, for this site's `trailingSlash:
 * 'ignore'` and `build.format: 'directory'`): a folder without its slash is its `index.html`, hidden
 * files are refused but `/.well-known/`, and `/_astro/` files are immutable. What is not a file (an
 * on-demand route, an address with no page) is left to the release's own server (false), which then
 * renders it or answers with the site's not-found page. The origin answers files itself so that a
 * visitor's request for a page or an image never waits on the release's server, which runs on a
 * thread of its own (release-server.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { finished } from 'node:stream';
import send from 'send';
import type { StatsOf } from './release-file-stats.ts';

/** Where Astro puts the build's hashed assets (its `build.assets`). */
const ASSETS_FOLDER = '/_astro/';
const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';

/** The path `send` is asked for: the address's path, decoded, a folder's `index.html` for an address without its slash. */
async function sendPathOf(clientDir: string, urlPath: string, statsOf: StatsOf): Promise<string> {
  let decoded = urlPath;
  try {
    decoded = decodeURI(urlPath);
  } catch {
    // Left as it is, as the adapter does: `send` refuses what it cannot read.
  }
  const resolved = path.resolve(path.join(clientDir, decoded));
  const inside = resolved === path.resolve(clientDir) || resolved.startsWith(path.resolve(clientDir) + path.sep);
  const isFolder = inside && (await statsOf(resolved))?.isDirectory() === true;
  const pathname = isFolder && !urlPath.endsWith('/') ? `${urlPath}/index.html` : urlPath;
  return path.posix.normalize(pathname.startsWith('/') ? pathname : `/${pathname}`);
}

/**
 * Answers the request with the release's file at its address (true once `send` has found the file;
 * it then answers it whole: 200, 206, 304, 412 or 416, or an error status), or false when there is no
 * such file, with nothing written.
 */
export async function serveStaticFile(
  req: IncomingMessage,
  res: ServerResponse,
  clientDir: string,
  statsOf: StatsOf,
): Promise<boolean> {
  const url = req.url ?? '/';
  const end = url.search(/[?#]/);
  const urlPath = end === -1 ? url : url.slice(0, end);
  const pathname = await sendPathOf(clientDir, urlPath, statsOf);
  return new Promise<boolean>((resolve) => {
    let found = false;
    const stream = send(req, pathname, {
      root: clientDir,
      dotfiles: pathname.startsWith('/.well-known/') ? 'allow' : 'deny',
    });
    stream.on('error', (error: Error & { statusCode?: number; headers?: Record<string, string> }) => {
      if (!found) {
        resolve(false);
        return;
      }
      // The file went while it was sent (a release pruned under a request): the answer stops there.
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) console.error(String(error));
      // What `send` set for the file is not true of this answer.
      for (const name of ['content-length', 'content-range', 'etag', 'last-modified', 'content-type'])
        res.removeHeader(name);
      // What `send` gives the error for its answer (a 416's Content-Range).
      for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
      res.writeHead(status);
      res.end(status >= 500 ? 'Internal server error' : '');
    });
    // `send` may answer without telling (a folder asked without its slash in a form only it decodes: a redirect).
    finished(res, () => resolve(true));
    // Found: `send` answers it from here on, whatever comes (a 304, a range, an error status).
    stream.on('file', () => {
      found = true;
      resolve(true);
    });
    stream.on('stream', () => {
      if (pathname.startsWith(ASSETS_FOLDER)) res.setHeader('cache-control', IMMUTABLE_ASSET);
    });
    stream.pipe(res);
  });
}
