import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../../../scripts/content-api/db/open.ts';
import { generateDataset, type DatasetOptions } from '../../../scripts/content-api/generate/index.ts';
import { startContentApiServer } from '../../../scripts/content-api/server.ts';

export type TestApi = { url: string; db: DatabaseSync; stop: () => Promise<void> };

/** A filled database served in-process on a free port; stopping closes both. */
export async function serveDatabase(db: DatabaseSync): Promise<TestApi> {
  const api = await startContentApiServer(db, { port: 0 });
  return {
    url: api.url,
    db,
    stop: async () => {
      await api.stop();
      db.close();
    },
  };
}

/** A generated dataset served in-process on a free port. */
export async function startTestApi(options: Partial<DatasetOptions> = {}): Promise<TestApi> {
  const db = openDatabase();
  generateDataset(db, options);
  return serveDatabase(db);
}

export async function getJson(url: string, init?: RequestInit): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
}
