import { randomBytes } from 'node:crypto';
import { link, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FILES_FOR_THREADS,
  isPrecompressedCopy,
  MIN_PRECOMPRESS_BYTES,
  precompressDir,
  shouldPrecompress,
} from '../../../../scripts/build/precompress.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('takes text files of some size, and knows its own copies', () => {
    expect(shouldPrecompress('zorg/index.html', 5000)).toBe(true);
    expect(shouldPrecompress('_astro/site.css', 5000)).toBe(true);
    expect(shouldPrecompress('site.webmanifest', 5000)).toBe(true);
    expect(shouldPrecompress('zorg/index.html', MIN_PRECOMPRESS_BYTES - 1)).toBe(false);
    expect(shouldPrecompress('media/foto.webp', 5000)).toBe(false);
    expect(shouldPrecompress('documenten/folder.pdf', 5000)).toBe(false);
    expect(shouldPrecompress('_headers', 5000)).toBe(false);
    expect(isPrecompressedCopy('zorg/index.html.br')).toBe(true);
    expect(isPrecompressedCopy('_astro/site.css.gz')).toBe(true);
    expect(isPrecompressedCopy('zorg/index.html')).toBe(false);
  });

  it('writes a brotli and a gzip copy of each text file that decompress to it, and only where they are smaller', async () => {
    const page = `<!DOCTYPE html><html><body>${'<p>Welkom in het ziekenhuis.</p>'.repeat(300)}</body></html>`;
    // Random bytes do not compress.
    const noise = randomBytes(4000);
    await mkdir(path.join(dir, 'zorg', 'cardiologie'), { recursive: true });
    await mkdir(path.join(dir, '_astro'), { recursive: true });
    await writeFile(path.join(dir, 'zorg', 'cardiologie', 'index.html'), page);
    await writeFile(path.join(dir, '_astro', 'tiny.css'), 'a{color:red}');
    await writeFile(path.join(dir, '_astro', 'noise.js'), noise);
    await writeFile(path.join(dir, 'foto.webp'), page);

    const summary = await precompressDir(dir);

    const brotli = await readFile(path.join(dir, 'zorg', 'cardiologie', 'index.html.br'));
    const gzip = await readFile(path.join(dir, 'zorg', 'cardiologie', 'index.html.gz'));
    expect(brotliDecompressSync(brotli).toString()).toBe(page);
    expect(gunzipSync(gzip).toString()).toBe(page);
    expect(brotli.length).toBeLessThan(gzip.length);
    const files = (await readdir(dir, { recursive: true })).map((file) => file.split(path.sep).join('/')).sort();
    // Nothing for the tiny file, the image, or the bytes that do not get smaller.
    expect(files.filter(isPrecompressedCopy)).toEqual([
      'zorg/cardiologie/index.html.br',
      'zorg/cardiologie/index.html.gz',
    ]);
    expect(summary).toEqual({
      files: 2,
      bytes: page.length + noise.length,
      copies: { br: brotli.length, gzip: gzip.length },
    });
  });

  it('leaves the copies of an earlier run alone rather than compressing them again', async () => {
    await writeFile(path.join(dir, 'index.html'), 'x'.repeat(5000));
    await precompressDir(dir);
    await precompressDir(dir);
    expect((await readdir(dir)).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
  });

  it('leaves a folder out when told (the search index, compressed once it is written)', async () => {
    await mkdir(path.join(dir, 'pagefind'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), 'x'.repeat(5000));
    await writeFile(path.join(dir, 'pagefind-like.html'), 'x'.repeat(5000));
    await writeFile(path.join(dir, 'pagefind', 'pagefind.js'), 'y'.repeat(5000));
    const site = await precompressDir(dir, new Set(), path.join(dir, 'pagefind'));
    expect(site.files).toBe(2);
    expect((await readdir(path.join(dir, 'pagefind'))).sort()).toEqual(['pagefind.js']);
    await precompressDir(path.join(dir, 'pagefind'));
    expect((await readdir(path.join(dir, 'pagefind'))).sort()).toEqual([
      'pagefind.js',
      'pagefind.js.br',
      'pagefind.js.gz',
    ]);
  });

  it('writes a new copy in place of an old one, never through it (a shared file’s link stays as it was)', async () => {
    await writeFile(path.join(dir, 'index.html'), 'x'.repeat(5000));
    await writeFile(path.join(dir, 'previous.br'), 'the previous release');
    await link(path.join(dir, 'previous.br'), path.join(dir, 'index.html.br'));
    await precompressDir(dir);
    expect(await readFile(path.join(dir, 'previous.br'), 'utf8')).toBe('the previous release');
    expect(brotliDecompressSync(await readFile(path.join(dir, 'index.html.br'))).toString()).toBe('x'.repeat(5000));
  });

  it('deals many files out over threads and compresses every one of them, adding up what they did', async () => {
    const count = 2 * FILES_FOR_THREADS;
    const pages = Array.from({ length: count }, (_, index) => `<p>Pagina ${index}</p>`.repeat(100 + index));
    await Promise.all(pages.map((page, index) => writeFile(path.join(dir, `pagina-${index}.html`), page)));
    const summary = await precompressDir(dir);
    const copies = { br: 0, gzip: 0 };
    for (const [index, page] of pages.entries()) {
      const brotli = await readFile(path.join(dir, `pagina-${index}.html.br`));
      const gzip = await readFile(path.join(dir, `pagina-${index}.html.gz`));
      expect(brotliDecompressSync(brotli).toString()).toBe(page);
      expect(gunzipSync(gzip).toString()).toBe(page);
      copies.br += brotli.length;
      copies.gzip += gzip.length;
    }
    expect(summary).toEqual({ files: count, bytes: pages.reduce((sum, page) => sum + page.length, 0), copies });
  });

  it.each([1, 2 * FILES_FOR_THREADS])(
    'fails, naming the cause, when a copy cannot be written (%i files)',
    async (count) => {
      for (let index = 0; index < count; index += 1)
        await writeFile(path.join(dir, `pagina-${index}.html`), 'x'.repeat(5000));
      await mkdir(path.join(dir, 'pagina-0.html.br'));
      await expect(precompressDir(dir)).rejects.toThrow(/^precompress: .*pagina-0\.html\.br/);
    },
  );
});
