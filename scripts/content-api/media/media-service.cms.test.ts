import sharp, { type Metadata } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantUrl } from '@ziekenhuis/site-for-content-api';
import { startTestApi, type TestApi } from '../test-support/helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.stop();
});

const HERO = '/media/home/hero-ingang.jpg';
const PREFOOTER = '/media/footer/prefooter-zorgverlener.jpg';

async function image(path: string): Promise<{ response: Response; meta: Metadata }> {
  const response = await fetch(`${api.url}${path}`);
  expect(response.status, path).toBe(200);
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { response, meta };
}

describe('/media', () => {
  it('serves an original in its own format and size, immutable', async () => {
    const { response, meta } = await image(HERO);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2880, 720]);
  });

  it('serves a width variant as webp with the original aspect ratio', async () => {
    const { response, meta } = await image(imageVariantUrl(HERO, '640w'));
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 160]);
    const footer = await image(imageVariantUrl(PREFOOTER, '800w'));
    expect([footer.meta.width, footer.meta.height]).toEqual([800, 534]);
  });

  it('serves a box variant at exactly its size', async () => {
    const { response, meta } = await image(imageVariantUrl(HERO, '300x200'));
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
    const square = await image(imageVariantUrl(PREFOOTER, '400x400'));
    expect([square.meta.width, square.meta.height]).toEqual([400, 400]);
  });

  it('serves full as webp at the original size, and original in the original format', async () => {
    const full = await image(imageVariantUrl(PREFOOTER, 'full'));
    expect([full.meta.format, full.meta.width, full.meta.height]).toEqual(['webp', 1600, 1067]);
    const original = await image(imageVariantUrl(PREFOOTER, 'original'));
    expect(original.response.headers.get('content-type')).toBe('image/jpeg');
    expect([original.meta.format, original.meta.width, original.meta.height]).toEqual(['jpeg', 1600, 1067]);
  });

  it('answers the same bytes again, and 304 on If-None-Match', async () => {
    const path = imageVariantUrl(HERO, '1280w');
    const first = await fetch(`${api.url}${path}`);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const second = await fetch(`${api.url}${path}`);
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
    const revalidated = await fetch(`${api.url}${path}`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  for (const path of [
    '/media/home/unknown.jpg',
    '/media/home_640w/unknown_640w.webp',
    '/media/home_640w/hero-ingang_640w.jpg',
    '/media/home_641w/hero-ingang_641w.webp',
    '/media/home_640w/hero-ingang_1280w.webp',
    '/media/home_original/hero-ingang_original.png',
    '/media/home/hero-ingang.png',
  ]) {
    it(`answers 404 JSON for ${path}`, async () => {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual({ Message: expect.any(String) });
    });
  }
});
