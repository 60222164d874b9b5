import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One stored response body with the validators to ask the API whether it is still current. */
export type CachedResponse = {
  url: string;
  etag: string | null;
  lastModified: string | null;
  storedAt: number;
  body: string;
};

/**
 * Responses of the content API on disk (`.cache/api/{namespace}/`), so that a rebuild asks the API
 * only "has this changed?" (a conditional request answered by 304) or, within the freshness time,
 * nothing at all.
 */
export class DiskCache {
  readonly dir: string;

  constructor(root: string, namespace: string) {
    this.dir = path.join(root, namespace.replace(/[^a-z0-9._-]+/gi, '_'));
  }

  private fileFor(key: string): string {
    return path.join(this.dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);
  }

  async read(key: string): Promise<CachedResponse | undefined> {
    try {
      const stored = JSON.parse(await readFile(this.fileFor(key), 'utf8')) as Partial<CachedResponse>;
      if (typeof stored.body !== 'string' || typeof stored.storedAt !== 'number' || stored.url !== key) return undefined;
      return {
        url: stored.url,
        body: stored.body,
        storedAt: stored.storedAt,
        etag: typeof stored.etag === 'string' ? stored.etag : null,
        lastModified: typeof stored.lastModified === 'string' ? stored.lastModified : null,
      };
    } catch {
      return undefined;
    }
  }

  async write(entry: CachedResponse): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const file = this.fileFor(entry.url);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(entry));
    await rename(temporary, file);
  }
}
