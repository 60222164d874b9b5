import { z } from 'zod';
import { normalisePath } from '#src/lib/routing/routes.ts';
import { missingNewsSlugs, newsCountDiffers } from '#src/blocks/newsTeaser/news-teasers.ts';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockTitleSchema } from '#src/blocks/shared/values.ts';

/** A news item of a news-teaser block: its title, page and publication date. */
export type NewsTeaserItem = { title: string; href: string; date: string };

/** News items by slug; the site asks pages/news/slugs for their paths and dates. */
export const newsTeaser = defineBlock({
  kind: 'newsTeaser',
  schema: z.object({ title: blockTitleSchema, slugs: z.array(z.string().min(1)) }),
  calls: (value) => ({ newsSlugs: value.slugs }),
  load: async (value, context): Promise<NewsTeaserItem[]> => {
    if (value.slugs.length === 0) return [];
    const result = await context.api.newsBySlugs(value.slugs);
    if (result.state !== 'loaded') {
      context.failed('news', result.status);
      return [];
    }
    const items = result.data;
    if (newsCountDiffers(value.slugs, items))
      context.report(
        'news teaser count',
        `asked ${value.slugs.length} news items, got ${items.length} (missing: ${missingNewsSlugs(value.slugs, items).join(', ')})`,
      );
    return items.map((item) => ({
      title: item.Title,
      href: normalisePath(item.AbsolutePath) || '/',
      date: item.PublicationDate,
    }));
  },
  showsNothing: (value) => value.slugs.length === 0,
  showsNothingWith: (items) => items.length === 0,
  inAnchorMenu: true,
  clickEvent: null,
});
