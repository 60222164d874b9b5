import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMediaMirror, mirrorMedia, startMediaMirrorWorker } from '../../../../scripts/build/media-mirror.ts';
import { startStubServer } from '../../../support/stub-server.ts';

const retry = { maxRetries: 2, retryIntervalMs: 5, timeoutMs: 200 };
const image = Buffer.from('an image, byte for byte'.repeat(100));
const pdf = Buffer.from('%PDF- a patient folder'.repeat(100));

let dir: string;
let stub: Awaited<ReturnType<typeof startStubServer>> | undefined;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-mirror-'));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await stub?.close();
  stub = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function pageUsing(...paths: string[]): Promise<string> {
  const clientDir = path.join(dir, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(
    path.join(clientDir, 'index.html'),
    `<html><body>${paths.map((p) => `<img src="${p}" alt="">`).join('')}</body></html>`,
  );
  return clientDir;
}

/** A page linking to documents, in its own client folder (`name`), with the first link given first. */
async function pageLinking(first: string, name = 'client', ...more: string[]): Promise<string> {
  const clientDir = path.join(dir, name);
  await mkdir(clientDir, { recursive: true });
  await writeFile(
    path.join(clientDir, 'index.html'),
    `<html><body>${[first, ...more].map((p) => `<a href="${p}">folder</a>`).join('')}</body></html>`,
  );
  return clientDir;
}

/** A previous build's dependency record naming, for each page, these images and documents. */
async function previousRecord(media: Record<string, string[]>): Promise<string> {
  const record = path.join(dir, 'dependencies.json');
  const files = Object.fromEntries(
    Object.entries(media).map(([page, named]) => [page, { calls: [], routes: [], uses: [], media: named }]),
  );
  await writeFile(record, JSON.stringify({ files }));
  return record;
}

/** A mirror of an incremental build into an empty `client/`, after a previous build with this record. */
async function incrementalMirror(contentApiUrl: string, record: string) {
  const clientDir = path.join(dir, 'client');
  await mkdir(clientDir, { recursive: true });
  const mirror = createMediaMirror({
    clientDir,
    contentApiUrl,
    cacheDir: path.join(dir, 'cache'),
    retry,
    previous: { clientDir: path.join(dir, 'before'), record },
  });
  return { clientDir, mirror };
}

describe('the media mirror', () => {
  it('retries 5xx, resets in the middle of the body and hangs, then mirrors the image whole', async () => {
    stub = await startStubServer({
      '/media/a.jpg': (req, res, hit) => {
        if (hit === 1) {
          res.writeHead(503);
          res.end();
        } else if (hit === 2) {
          res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(image.length) });
          res.write(image.subarray(0, 100), () => setTimeout(() => req.socket.destroy(), 10));
        } else if (hit === 3) {
          // never answers: the timeout fires
        } else {
          res.writeHead(200, { 'content-type': 'image/jpeg' });
          res.end(image);
        }
      },
    });
    const clientDir = await pageUsing('/media/a.jpg');
    const result = await mirrorMedia({
      clientDir,
      contentApiUrl: stub.url,
      cacheDir: path.join(dir, 'cache'),
      retry: { ...retry, maxRetries: 3 },
    });
    expect(result).toMatchObject({ paths: 1, downloaded: 1, missing: [], failed: [] });
    expect(result.pageMedia).toEqual({ 'index.html': ['/media/a.jpg'] });
    expect(await readFile(path.join(clientDir, 'media/a.jpg'))).toEqual(image);
    expect(stub.hits('/media/a.jpg')).toBe(4);
  });

  it('retries 429 and 408 as content calls do, honouring Retry-After, then mirrors the image', async () => {
    stub = await startStubServer({
      '/media/busy.jpg': (_req, res, hit) => {
        if (hit === 1) res.writeHead(429, { 'retry-after': '0' });
        else if (hit === 2) res.writeHead(408);
        else res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(hit > 2 ? image : undefined);
      },
    });
    const clientDir = await pageUsing('/media/busy.jpg');
    const result = await mirrorMedia({ clientDir, contentApiUrl: stub.url, cacheDir: path.join(dir, 'cache'), retry });
    expect(result).toMatchObject({ paths: 1, downloaded: 1, missing: [], failed: [] });
    expect(await readFile(path.join(clientDir, 'media/busy.jpg'))).toEqual(image);
    expect(stub.hits('/media/busy.jpg')).toBe(3);
  });

  it('leaves out a 404 (not retried) and names an image that still fails, without retrying other 4xx', async () => {
    stub = await startStubServer({
      '/media/down.jpg': (req) => req.socket.destroy(),
      '/media/secret.jpg': (_req, res) => {
        res.writeHead(403);
        res.end();
      },
    });
    const clientDir = await pageUsing('/media/gone.jpg', '/media/down.jpg', '/media/secret.jpg');
    const result = await mirrorMedia({ clientDir, contentApiUrl: stub.url, cacheDir: path.join(dir, 'cache'), retry });
    expect(result.missing).toEqual(['/media/gone.jpg']);
    expect(result.failed).toEqual([
      { path: '/media/down.jpg', reason: expect.stringMatching(/^no answer: .* after 3 attempt\(s\)$/) as unknown },
      { path: '/media/secret.jpg', reason: 'answered 403' },
    ]);
    expect(stub.hits('/media/gone.jpg')).toBe(1);
    expect(stub.hits('/media/down.jpg')).toBe(3);
    expect(stub.hits('/media/secret.jpg')).toBe(1);
  });

  it('reuses a mirrored image from its cache without asking, as a hard link to the cached file', async () => {
    stub = await startStubServer({});
    const cacheDir = path.join(dir, 'cache');
    await mkdir(path.join(cacheDir, 'media'), { recursive: true });
    await writeFile(path.join(cacheDir, 'media/b.png'), image);
    const clientDir = await pageUsing('/media/b.png');
    const result = await mirrorMedia({ clientDir, contentApiUrl: stub.url, cacheDir, retry });
    expect(result).toMatchObject({ fromCache: 1, downloaded: 0, failed: [] });
    expect(stub.hits('/media/b.png')).toBe(0);
    const [cached, placed] = await Promise.all([
      stat(path.join(cacheDir, 'media/b.png')),
      stat(path.join(clientDir, 'media/b.png')),
    ]);
    expect(placed.ino).toBe(cached.ino);
  });

  it('names an image it fetched but could not put into the build, and goes on with the others', async () => {
    stub = await startStubServer({
      '/media/a.jpg': (_req, res) => {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(image);
      },
    });
    // The cache's folder is taken by a file: nothing can be kept there.
    const cacheDir = path.join(dir, 'cache');
    await writeFile(cacheDir, 'in the way');
    const clientDir = await pageUsing('/media/a.jpg', '/media/%E0%A4%A.jpg');
    const result = await mirrorMedia({ clientDir, contentApiUrl: stub.url, cacheDir, retry });
    expect(result.failed).toEqual([
      {
        path: '/media/%E0%A4%A.jpg',
        reason: expect.stringMatching(/^could not be put into the build: URI malformed/) as unknown,
      },
      { path: '/media/a.jpg', reason: expect.stringMatching(/^could not be put into the build: ENOTDIR/) as unknown },
    ]);
  });

  it('mirrors a linked document from its CMS address, retrying as for images, and keeps its ETag', async () => {
    stub = await startStubServer({
      '/api/v1/patient-folders/12/allergie.pdf': (req, res, hit) => {
        if (hit === 1) {
          res.writeHead(503);
          res.end();
        } else if (hit === 2) {
          res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(pdf.length) });
          res.write(pdf.subarray(0, 10), () => setTimeout(() => req.socket.destroy(), 10));
        } else {
          res.writeHead(200, { 'content-type': 'application/pdf', etag: '"v1"' });
          res.end(pdf);
        }
      },
    });
    const cacheDir = path.join(dir, 'cache');
    const clientDir = await pageLinking('/documenten/folders/12/allergie.pdf');
    const result = await mirrorMedia({
      clientDir,
      contentApiUrl: stub.url,
      cacheDir,
      retry: { ...retry, maxRetries: 3 },
    });
    expect(result).toMatchObject({ paths: 1, documents: 1, downloaded: 1, missing: [], failed: [], stale: [] });
    expect(await readFile(path.join(clientDir, 'documenten/folders/12/allergie.pdf'))).toEqual(pdf);
    expect(await readFile(path.join(cacheDir, 'documenten/folders/12/allergie.pdf.etag'), 'utf8')).toBe('"v1"');
    expect(stub.hits('/api/v1/patient-folders/12/allergie.pdf')).toBe(3);
  });

  it('asks again for a cached document with its ETag: 304 keeps the cached copy (a hard link), 200 replaces it', async () => {
    const ifNoneMatch: Array<string | undefined> = [];
    const changed = Buffer.from('%PDF- a new edition');
    stub = await startStubServer({
      '/api/v1/patient-folders/1/a.pdf': (req, res, hit) => {
        ifNoneMatch.push(req.headers['if-none-match']);
        if (hit === 2) res.writeHead(304, { etag: '"v1"' });
        else res.writeHead(200, { 'content-type': 'application/pdf', etag: hit === 1 ? '"v1"' : '"v2"' });
        res.end(hit === 2 ? undefined : hit === 1 ? pdf : changed);
      },
    });
    const cacheDir = path.join(dir, 'cache');
    const mirror = async (name: string) => {
      const clientDir = await pageLinking('/documenten/folders/1/a.pdf', name);
      const result = await mirrorMedia({ clientDir, contentApiUrl: stub!.url, cacheDir, retry });
      return { result, placed: path.join(clientDir, 'documenten/folders/1/a.pdf') };
    };
    const first = await mirror('first');
    const second = await mirror('second');
    expect(second.result).toMatchObject({ downloaded: 0, fromCache: 1, failed: [], stale: [] });
    expect((await stat(second.placed)).ino).toBe((await stat(path.join(cacheDir, 'documenten/folders/1/a.pdf'))).ino);
    const third = await mirror('third');
    expect(third.result).toMatchObject({ downloaded: 1, fromCache: 0 });
    expect(ifNoneMatch).toEqual([undefined, '"v1"', '"v1"']);
    expect(await readFile(third.placed)).toEqual(changed);
    // An earlier release keeps the edition it was built with.
    expect(await readFile(first.placed)).toEqual(pdf);
    expect(await readFile(second.placed)).toEqual(pdf);
  });

  it('takes what a page the previous build wrote byte for byte names from its record: its images stay, its documents are asked again', async () => {
    const asked: Array<[string, string | undefined]> = [];
    const changedPdf = Buffer.from('%PDF- a new edition');
    stub = await startStubServer({
      '/api/v1/patient-folders/1/a.pdf': (req, res, hit) => {
        asked.push([req.url ?? '', req.headers['if-none-match']]);
        res.writeHead(200, { 'content-type': 'application/pdf', etag: hit === 1 ? '"v1"' : '"v2"' });
        res.end(hit === 1 ? pdf : changedPdf);
      },
      '/media/kept.jpg': (req, res) => {
        asked.push([req.url ?? '', undefined]);
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(image);
      },
      '/media/new.jpg': (req, res) => {
        asked.push([req.url ?? '', undefined]);
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(image);
      },
    });
    const cacheDir = path.join(dir, 'cache');
    /** A page with an image and a document, in its own client folder. */
    const page = async (name: string, extra = '') => {
      const clientDir = path.join(dir, name);
      await mkdir(clientDir, { recursive: true });
      await writeFile(
        path.join(clientDir, 'index.html'),
        `<html><body><img src="/media/kept.jpg" alt=""><img src="/media/new.jpg" alt=""><a href="/documenten/folders/1/a.pdf">folder</a>${extra}</body></html>`,
      );
      return clientDir;
    };
    // The previous build: it holds the document and one image (the other was missing then).
    const before = await page('before');
    const first = await mirrorMedia({ clientDir: before, contentApiUrl: stub.url, cacheDir, retry });
    await rm(path.join(before, 'media', 'new.jpg'));
    const named = ['/documenten/folders/1/a.pdf', '/media/kept.jpg', '/media/new.jpg'];
    expect(Object.values(first.pageMedia)).toEqual([named]);
    const record = await previousRecord({ 'index.html': named });
    const previous = { clientDir: before, record };
    asked.length = 0;

    // The same page: named as recorded; the image the previous build holds is left to the assembly, the
    // document is asked again with its ETag (here it changed), the image it lacked is mirrored.
    const same = await page('same');
    const unchanged = await mirrorMedia({ clientDir: same, contentApiUrl: stub.url, cacheDir, retry, previous });
    expect(unchanged).toMatchObject({ unchangedPages: 1, paths: 2, documents: 1, downloaded: 1, fromCache: 1 });
    expect(unchanged.pageMedia).toEqual({ 'index.html': named });
    expect(asked).toEqual([['/api/v1/patient-folders/1/a.pdf', '"v1"']]);
    expect(await readFile(path.join(same, 'documenten/folders/1/a.pdf'))).toEqual(changedPdf);
    await expect(stat(path.join(same, 'media', 'kept.jpg'))).rejects.toThrow();
    expect(await readFile(path.join(same, 'media', 'new.jpg'))).toEqual(image);

    // A page that differs by a byte is read and mirrored whole.
    const changed = await page('changed', ' ');
    expect(await mirrorMedia({ clientDir: changed, contentApiUrl: stub.url, cacheDir, retry, previous })).toMatchObject(
      {
        unchangedPages: 0,
        paths: 3,
      },
    );
    expect(await readFile(path.join(changed, 'media', 'kept.jpg'))).toEqual(image);
    // With a record that cannot be read, every page is mirrored whole.
    const unread = await mirrorMedia({
      clientDir: await page('unread'),
      contentApiUrl: stub.url,
      cacheDir,
      retry,
      previous: { clientDir: before, record: path.join(dir, 'no-record.json') },
    });
    expect(unread).toMatchObject({ unchangedPages: 0, paths: 3 });
  });

  it('asks the previous build’s documents again before a page names them, once each, and places only what a page names', async () => {
    const asked: string[] = [];
    const folder = (name: string) => (req: { url?: string }, res: import('node:http').ServerResponse) => {
      asked.push(req.url ?? name);
      res.writeHead(200, { 'content-type': 'application/pdf', etag: '"v1"' });
      res.end(pdf);
    };
    stub = await startStubServer({
      '/api/v1/patient-folders/1/a.pdf': folder('a'),
      '/api/v1/patient-folders/2/b.pdf': folder('b'),
    });
    const { clientDir, mirror } = await incrementalMirror(
      stub.url,
      await previousRecord({
        'index.html': ['/documenten/folders/1/a.pdf', '/media/x.jpg'],
        'b/index.html': ['/documenten/folders/2/b.pdf'],
      }),
    );
    mirror.askDocumentsAgain();
    await vi.waitFor(() =>
      expect([...asked].sort()).toEqual(['/api/v1/patient-folders/1/a.pdf', '/api/v1/patient-folders/2/b.pdf']),
    );
    // A page of this build names one of them: it takes the answer already given.
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<html><body><a href="/documenten/folders/1/a.pdf">a</a></body></html>',
    );
    await mirror.addPage(path.join(clientDir, 'index.html'));
    expect(await mirror.finish()).toMatchObject({ paths: 1, documents: 1, downloaded: 1, failed: [] });
    expect(asked).toHaveLength(2);
    expect(await readFile(path.join(clientDir, 'documenten/folders/1/a.pdf'))).toEqual(pdf);
    // The other is not in this build: no page names it. Its new edition went to the cache as it came.
    await expect(stat(path.join(clientDir, 'documenten/folders/2/b.pdf'))).rejects.toThrow();
    expect(await readFile(path.join(dir, 'cache', 'documenten/folders/2/b.pdf'))).toEqual(pdf);
  });

  it('asks once more for a document the CMS could not answer early, when a page names it', async () => {
    let asked = 0;
    stub = await startStubServer({
      '/api/v1/patient-folders/1/a.pdf': (_req, res) => {
        asked += 1;
        // Every attempt of the early question fails (3 with retry's 2 retries); the page's is answered.
        res.writeHead(asked <= 3 ? 503 : 200, { 'content-type': 'application/pdf', etag: '"v1"' });
        res.end(asked <= 3 ? undefined : pdf);
      },
    });
    const { clientDir, mirror } = await incrementalMirror(
      stub.url,
      await previousRecord({ 'index.html': ['/documenten/folders/1/a.pdf'] }),
    );
    mirror.askDocumentsAgain();
    await vi.waitFor(() => expect(asked).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<html><body><a href="/documenten/folders/1/a.pdf">a</a></body></html>',
    );
    await mirror.addPage(path.join(clientDir, 'index.html'));
    expect(await mirror.finish()).toMatchObject({ downloaded: 1, failed: [], stale: [] });
    expect(asked).toBe(4);
  });

  it('waits for the next reading of a page read while it was written as far as the previous build’s, and reads it at the end', async () => {
    stub = await startStubServer({
      '/media/kept.jpg': (_req, res) => {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(image);
      },
    });
    // The previous build: a page with an image it holds.
    const before = await pageUsing('/media/kept.jpg');
    await mkdir(path.join(before, 'media'));
    await writeFile(path.join(before, 'media', 'kept.jpg'), image);
    const whole = await readFile(path.join(before, 'index.html'));
    const record = await previousRecord({ 'index.html': ['/media/kept.jpg'] });
    const options = {
      contentApiUrl: stub.url,
      cacheDir: path.join(dir, 'cache'),
      retry,
      previous: { clientDir: before, record },
    };
    const page = (clientDir: string) => path.join(clientDir, 'index.html');
    // Half written (its image already named), then whole: the same as before, nothing mirrored.
    const writing = path.join(dir, 'writing');
    await mkdir(writing);
    const mirror = createMediaMirror({ ...options, clientDir: writing });
    await writeFile(page(writing), whole.subarray(0, whole.length - 10));
    await mirror.addPage(page(writing));
    await writeFile(page(writing), whole);
    await mirror.addPage(page(writing));
    expect(await mirror.finish()).toMatchObject({ unchangedPages: 1, paths: 0 });
    // A page that ends where the previous build's went on is read at the end and mirrored.
    const shorter = path.join(dir, 'shorter');
    await mkdir(shorter);
    const cut = createMediaMirror({ ...options, clientDir: shorter });
    await writeFile(page(shorter), whole.subarray(0, whole.length - 10));
    await cut.addPage(page(shorter));
    expect(await cut.finish()).toMatchObject({
      unchangedPages: 0,
      paths: 1,
      downloaded: 1,
      pageMedia: { 'index.html': ['/media/kept.jpg'] },
    });
  });

  it('a document the CMS cannot answer for: its cached copy, reported; without one the build fails naming it; 404 left out', async () => {
    stub = await startStubServer({
      '/api/v1/patient-folders/1/cached.pdf': (req) => req.socket.destroy(),
      '/api/v1/patient-folders/2/new.pdf': (req) => req.socket.destroy(),
    });
    const cacheDir = path.join(dir, 'cache');
    await mkdir(path.join(cacheDir, 'documenten/folders/1'), { recursive: true });
    await writeFile(path.join(cacheDir, 'documenten/folders/1/cached.pdf'), pdf);
    const clientDir = await pageLinking(
      '/documenten/folders/1/cached.pdf',
      'client',
      '/documenten/folders/2/new.pdf',
      '/documenten/folders/3/gone.pdf',
    );
    const result = await mirrorMedia({ clientDir, contentApiUrl: stub.url, cacheDir, retry });
    expect(result).toMatchObject({
      documents: 3,
      downloaded: 0,
      fromCache: 1,
      missing: ['/documenten/folders/3/gone.pdf'],
    });
    expect(result.stale).toEqual([
      {
        path: '/documenten/folders/1/cached.pdf',
        reason: expect.stringMatching(/^no answer: .* after 3 attempt\(s\)$/) as unknown,
      },
    ]);
    expect(result.failed).toEqual([
      {
        path: '/documenten/folders/2/new.pdf',
        reason: expect.stringMatching(/^no answer: .* after 3 attempt\(s\)$/) as unknown,
      },
    ]);
    expect(await readFile(path.join(clientDir, 'documenten/folders/1/cached.pdf'))).toEqual(pdf);
    expect(stub.hits('/api/v1/patient-folders/3/gone.pdf')).toBe(1);
  });

  it('bridges only a CMS that cannot answer with a cached document: a refusal fails the build, 410 is left out', async () => {
    stub = await startStubServer({
      '/api/v1/patient-folders/1/refused.pdf': (_req, res) => {
        res.writeHead(403);
        res.end();
      },
      '/api/v1/patient-folders/2/gone.pdf': (_req, res) => {
        res.writeHead(410);
        res.end();
      },
    });
    const cacheDir = path.join(dir, 'cache');
    for (const file of ['1/refused.pdf', '2/gone.pdf']) {
      await mkdir(path.join(cacheDir, 'documenten/folders', path.dirname(file)), { recursive: true });
      await writeFile(path.join(cacheDir, 'documenten/folders', file), pdf);
    }
    const clientDir = await pageLinking(
      '/documenten/folders/1/refused.pdf',
      'client',
      '/documenten/folders/2/gone.pdf',
    );
    const result = await mirrorMedia({ clientDir, contentApiUrl: stub.url, cacheDir, retry });
    expect(result).toMatchObject({ stale: [], fromCache: 0, missing: ['/documenten/folders/2/gone.pdf'] });
    expect(result.failed).toEqual([{ path: '/documenten/folders/1/refused.pdf', reason: 'answered 403' }]);
    expect(stub.hits('/api/v1/patient-folders/1/refused.pdf')).toBe(1);
    expect(stub.hits('/api/v1/patient-folders/2/gone.pdf')).toBe(1);
  });

  it('drops a cached ETag before the new body is written: one that cannot be kept leaves no ETag behind', async () => {
    const changed = Buffer.from('%PDF- a new edition');
    stub = await startStubServer({
      '/api/v1/patient-folders/1/a.pdf': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/pdf', etag: '"v2"' });
        res.end(changed);
      },
    });
    const cacheDir = path.join(dir, 'cache');
    const cached = path.join(cacheDir, 'documenten/folders/1/a.pdf');
    await mkdir(path.dirname(cached), { recursive: true });
    await writeFile(cached, pdf);
    await writeFile(`${cached}.etag`, '"v1"');
    // The new ETag cannot be written: its temporary file's name is taken by a folder.
    await mkdir(`${cached}.etag.${process.pid}.tmp`);
    const clientDir = await pageLinking('/documenten/folders/1/a.pdf');
    const result = await mirrorMedia({ clientDir, contentApiUrl: stub.url, cacheDir, retry });
    expect(result.failed).toEqual([
      { path: '/documenten/folders/1/a.pdf', reason: expect.stringMatching(/^could not be put into the build/) },
    ]);
    expect(await readFile(cached)).toEqual(changed);
    expect(await stat(`${cached}.etag`).catch(() => null)).toBeNull();
  });

  it('asks again for a cached file under /media/ that is not an image (a PDF, a video), as for a document', async () => {
    const ifNoneMatch: Array<string | undefined> = [];
    stub = await startStubServer({
      '/media/folder.pdf': (req, res) => {
        ifNoneMatch.push(req.headers['if-none-match']);
        res.writeHead(304, { etag: '"v1"' });
        res.end();
      },
      '/media/b.png': (_req, res) => {
        res.writeHead(500);
        res.end();
      },
    });
    const cacheDir = path.join(dir, 'cache');
    await mkdir(path.join(cacheDir, 'media'), { recursive: true });
    await writeFile(path.join(cacheDir, 'media/folder.pdf'), pdf);
    await writeFile(path.join(cacheDir, 'media/folder.pdf.etag'), '"v1"');
    await writeFile(path.join(cacheDir, 'media/b.png'), image);
    const clientDir = await pageLinking('/media/folder.pdf', 'client', '/media/b.png');
    const result = await mirrorMedia({ clientDir, contentApiUrl: stub.url, cacheDir, retry });
    expect(result).toMatchObject({ paths: 2, documents: 1, fromCache: 2, downloaded: 0, failed: [], stale: [] });
    expect(ifNoneMatch).toEqual(['"v1"']);
    expect(stub.hits('/media/b.png')).toBe(0);
    expect(await readFile(path.join(clientDir, 'media/folder.pdf'))).toEqual(pdf);
  });

  it('on its own thread, follows the pages written after it started and mirrors their images', async () => {
    stub = await startStubServer({
      '/media/a.jpg': (_req, res) => {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(image);
      },
      '/media/b.jpg': (_req, res) => {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(image.subarray(0, 10));
      },
    });
    const clientDir = path.join(dir, 'client');
    await mkdir(clientDir, { recursive: true });
    const worker = startMediaMirrorWorker({
      clientDir,
      contentApiUrl: stub.url,
      cacheDir: path.join(dir, 'cache'),
      // Timeouts are not what this test is about: on a loaded machine 200 ms cut an answer short
      // and its retry asked for the image a second time.
      retry: { ...retry, timeoutMs: 10_000 },
    });
    await worker.ready;
    await mkdir(path.join(clientDir, 'nieuws'), { recursive: true });
    await writeFile(path.join(clientDir, 'nieuws', 'index.html'), '<img src="/media/a.jpg" alt="">');
    // Mirrored while the build goes on: the image is in place before the build says it is done.
    const mirrored = path.join(clientDir, 'media/a.jpg');
    for (let waited = 0; !(await stat(mirrored).catch(() => null)) && waited < 10_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<img src="/media/a.jpg" alt=""><img srcset="/media/b.jpg 1x, /media/gone.jpg 2x" alt="">',
    );
    const { result, whileRendering } = await worker.finish();
    expect(result).toMatchObject({ paths: 3, downloaded: 2, missing: ['/media/gone.jpg'], failed: [] });
    expect(whileRendering).toBeGreaterThanOrEqual(1);
    expect(await readFile(path.join(clientDir, 'media/a.jpg'))).toEqual(image);
    expect(await readFile(path.join(clientDir, 'media/b.jpg'))).toEqual(image.subarray(0, 10));
    expect(stub.hits('/media/a.jpg')).toBe(1);
  });

  it('on its own thread, says why it failed when it cannot go on', async () => {
    const worker = startMediaMirrorWorker({
      clientDir: path.join(dir, 'no such folder'),
      contentApiUrl: 'http://127.0.0.1:9',
      cacheDir: path.join(dir, 'cache'),
      retry,
    });
    await expect(worker.finish()).rejects.toThrow(/the media mirror failed: .*ENOENT/);
  });

  it('on its own thread, does not keep the process alive when the build ends without finishing it (a failed build)', async () => {
    const clientDir = path.join(dir, 'client');
    await mkdir(clientDir, { recursive: true });
    const script = [
      `import { startMediaMirrorWorker } from ${JSON.stringify(fileURLToPath(new URL('../../../../scripts/build/media-mirror.ts', import.meta.url)))};`,
      `const worker = startMediaMirrorWorker({ clientDir: ${JSON.stringify(clientDir)}, contentApiUrl: 'http://127.0.0.1:9', cacheDir: ${JSON.stringify(path.join(dir, 'cache'))} });`,
      // Held open until the thread watches, as a build is; then nothing is left to do.
      'const held = setInterval(() => {}, 1000);',
      'await worker.ready;',
      'clearInterval(held);',
      "console.log('watching');",
    ].join('\n');
    // A script file, as builds run (code given with -e ends differently).
    const scriptFile = path.join(dir, 'leave-unfinished.mjs');
    await writeFile(scriptFile, script);
    const child = spawn(process.execPath, [scriptFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 15_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(output).toContain('watching');
    expect(code).toBe(0);
  });
});
