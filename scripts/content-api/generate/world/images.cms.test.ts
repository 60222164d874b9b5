import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from './images.ts';
import { blocksOf, richTextOf, srcsOf, valueLinks, world } from './test-helpers.ts';

describe('images', () => {
  const w = world(1);
  const listed = new Map(w.images.map((image) => [image.path, image]));

  it('lists every image once, under /media, as a .jpg original', () => {
    expect(listed.size).toBe(w.images.length);
    for (const image of w.images) expect(image.path).toMatch(/^\/media\/[a-z0-9-]+\/[a-z0-9-]+\.jpg$/);
  });

  it('lists every image any entity refers to', () => {
    const referenced = new Set<string>();
    const add = (url: string | null | undefined): void => {
      if (url) referenced.add(url);
    };
    for (const page of [...w.pages.map((entry) => entry.page), w.homePages.nl, w.homePages.en]) {
      add(page.HeaderImage?.Url);
      add(page.Author?.Image?.Url);
      add(page.Organisation?.Logo?.Url);
      add(page.Specialist?.Image?.Url);
      for (const src of srcsOf(richTextOf(page.Content))) add(src);
      for (const block of blocksOf(page.Content)) for (const url of valueLinks(block.value).images) add(url);
    }
    for (const unit of w.organisations) add(unit.entity.Logo?.Url);
    for (const specialist of w.specialists) add(specialist.listItem.image?.url);
    add('/media/footer/prefooter-zorgverlener.jpg');
    const missing = [...referenced].filter((url) => !listed.has(url));
    expect(missing).toEqual([]);
    expect(referenced.size).toBeGreaterThan(100);
  });

  it('sizes the originals by what they are for', () => {
    const sizeOf: Record<string, { width: number; height: number }> = {
      headers: IMAGE_SIZES.header,
      specialisten: IMAGE_SIZES.portrait,
      auteurs: IMAGE_SIZES.portrait,
      medewerkers: IMAGE_SIZES.portrait,
      cards: IMAGE_SIZES.card,
      footer: IMAGE_SIZES.card,
      logos: IMAGE_SIZES.logo,
      home: IMAGE_SIZES.hero,
    };
    for (const image of w.images) {
      const folder = image.path.split('/')[2] ?? '';
      expect(sizeOf[folder], image.path).toBeDefined();
      expect({ width: image.width, height: image.height }, image.path).toEqual(sizeOf[folder]);
    }
  });

  it('gives each use its size', () => {
    const size = (path: string) => {
      const image = listed.get(path);
      return image && { width: image.width, height: image.height };
    };
    expect(size('/media/home/hero-ingang.jpg')).toEqual(IMAGE_SIZES.hero);
    const page = w.pages.find((entry) => entry.page.ContentType === 'News pagina');
    expect(size(page?.page.HeaderImage?.Url ?? '')).toEqual(IMAGE_SIZES.header);
    const specialist = w.specialists.find((entry) => entry.listItem.image);
    expect(size(specialist?.listItem.image?.url ?? '')).toEqual(IMAGE_SIZES.portrait);
    const centre = w.organisations.find((unit) => unit.kind === 'centrum');
    expect(size(centre?.entity.Logo?.Url ?? '')).toEqual(IMAGE_SIZES.logo);
    expect(size('/media/cards/belevingstuin.jpg')).toEqual(IMAGE_SIZES.card);
  });
});
