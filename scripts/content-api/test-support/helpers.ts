import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../db/open.ts';
import { generateDataset, type DatasetOptions } from '../generate/index.ts';
import { startContentApiServer, type ContentApiServerOptions } from '../server.ts';

export type TestApi = { url: string; db: DatabaseSync; stop: () => Promise<void> };

/** A filled database served in-process on a free port; stopping closes both. */
export async function serveDatabase(db: DatabaseSync, options: ContentApiServerOptions = {}): Promise<TestApi> {
  const api = await startContentApiServer(db, { ...options, port: 0 });
  return {
    url: api.url,
    db,
    stop: async () => {
      await api.stop();
      db.close();
    },
  };
}

/** A generated dataset served in-process on a free port, with its World (so it can be edited). */
export async function startTestApi(
  options: Partial<DatasetOptions> = {},
  server: ContentApiServerOptions = {},
): Promise<TestApi> {
  const db = openDatabase();
  const { world } = generateDataset(db, options);
  return serveDatabase(db, { world, ...server });
}

/** A fresh preview token for the draft with `slug`, from the server's `GET /__admin/drafts`. */
export async function previewTokenOf(apiUrl: string, slug: string, validFor?: number): Promise<string> {
  const { status, body } = await getJson(
    `${apiUrl}/__admin/drafts${validFor === undefined ? '' : `?validFor=${validFor}`}`,
  );
  if (status !== 200 || !Array.isArray(body)) throw new Error(`GET /__admin/drafts answered ${status}`);
  for (const entry of body as Array<{ previewPath: string }>) {
    const link = new URL(entry.previewPath, 'http://site.invalid');
    if (decodeURIComponent(link.pathname.slice('/preview/'.length)).toLowerCase() === slug.toLowerCase())
      return link.searchParams.get('token') ?? '';
  }
  throw new Error(`no draft with slug ${slug}`);
}

export async function getJson(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
}
