import { describe, expect, it } from 'vitest';
import { missingNewsSlugs, newsCountDiffers } from '#src/blocks/newsTeaser/news-teasers.ts';

const news = (slug: string) => ({
  Slug: slug,
  Title: slug,
  AbsolutePath: `/nieuws/${slug}`,
  PublicationDate: '2026-03-01T09:00:00Z',
});

describe('news-teaser block', () => {
  it('notices when fewer items come back than slugs were asked', () => {
    expect(newsCountDiffers(['a', 'b'], [news('a'), news('b')])).toBe(false);
    expect(newsCountDiffers(['a', 'B', 'weg'], [news('a'), news('b')])).toBe(true);
    expect(missingNewsSlugs(['a', 'B', 'weg'], [news('a'), news('b')])).toEqual(['weg']);
  });
});
