import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantUrl } from '@ziekenhuis/site-for-content-api';
import { openDatabase } from '../db/open.ts';
import { generateDataset } from '../generate/index.ts';
import { resolveImagePath } from './image-store.ts';
import { createMediaService } from './media-service.ts';
import { RENDERER_VERSION } from './render.ts';
import { diskRenditionStore, renditionFile } from './rendition-store.ts';

const HERO = '/media/home/hero-ingang.jpg';
const db = openDatabase();
generateDataset(db, {});
let dir: string;
const warnings: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'renditions-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  db.close();
});

function requestFor(mediaPath: string) {
  const request = resolveImagePath(db, mediaPath);
  if (!request) throw new Error(`no image at ${mediaPath}`);
  return request;
}

describe('renditionFile', () => {
  it('keeps a rendition under the renderer version and the original size', () => {
    const variant = imageVariantUrl(HERO, '640w');
    expect(renditionFile('/store', requestFor(variant), variant)).toBe(
      `/store/v${RENDERER_VERSION}/2880x720/media/home_640w/hero-ingang_640w.webp`,
    );
  });

  it('refuses a path that would leave the store', () => {
    const request = requestFor(HERO);
    for (const bad of ['/media/../../etc/passwd', '/media/./x.jpg', '/media//x.jpg', '/'])
      expect(renditionFile('/store', request, bad)).toBeNull();
  });
});

describe('a media service with a rendition store', () => {
  it('draws an image once, keeps it, and a later run serves the kept file without drawing', async () => {
    const variant = imageVariantUrl(HERO, '300x200');
    const first = await createMediaService(db, {
      renditions: diskRenditionStore(dir, (message) => warnings.push(message)),
    }).get(variant);
    expect(first).not.toBeNull();
    const file = renditionFile(dir, requestFor(variant), variant) ?? '';
    const kept = await readFile(file);
    expect(kept.equals(first?.body ?? Buffer.alloc(0))).toBe(true);
    expect(await sharp(kept).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });

    // A new run (a new service, empty memory) answers what the store holds: here bytes that no drawing makes.
    const marker = Buffer.concat([kept, Buffer.from('kept')]);
    await writeFile(file, marker);
    const later = await createMediaService(db, {
      renditions: diskRenditionStore(dir, (message) => warnings.push(message)),
    }).get(variant);
    expect(later?.body.equals(marker)).toBe(true);
    expect(later?.contentType).toBe('image/webp');
    expect(warnings).toEqual([]);
  });

  it('still serves an image when the store cannot be written, and says so', async () => {
    const blocked = path.join(dir, 'a-file');
    await writeFile(blocked, 'not a folder');
    const messages: string[] = [];
    const image = await createMediaService(db, {
      renditions: diskRenditionStore(blocked, (message) => messages.push(message)),
    }).get(HERO);
    expect(image?.contentType).toBe('image/jpeg');
    expect(messages).toEqual([expect.stringContaining(`could not keep ${HERO}`)]);
  });
});
