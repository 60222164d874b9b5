/**
 * A release's own server: the Astro Node adapter's request handler in `{release}/server/entry.mjs`
 * (static files of the release's `client/` and its on-demand routes, such as the preview). Each
 * release is a module graph of its own (its own path), so releases never mix code.
 *
 * The adapter's entry starts a server of its own when imported unless ASTRO_NODE_AUTOSTART is
 * `disabled`: the commands that serve releases are started with it (package.json: start, serve, the
 * publish and Lighthouse benchmarks; the origin gives it to its smoke test's process).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the server serving a release tells its on-demand pages: the CMS it passes search on to and its preview asks. */
export type ServerLocals = { contentApiUrl?: string };

/** The adapter's handler: request, response, next (none here), and the locals the pages start with. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: undefined, locals?: ServerLocals) => void;

export async function loadReleaseServer(releaseDir: string): Promise<NodeHandler> {
  const entry = (await import(pathToFileURL(path.join(releaseDir, 'server', 'entry.mjs')).href)) as {
    handler?: unknown;
  };
  if (typeof entry.handler !== 'function')
    throw new Error(`${path.join(releaseDir, 'server', 'entry.mjs')} has no request handler`);
  return entry.handler as NodeHandler;
}
