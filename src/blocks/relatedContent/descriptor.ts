import { z } from 'zod';
import { relatedFilters, relatedItem, type RelatedItem } from '#src/blocks/relatedContent/related-content.ts';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockTitleSchema } from '#src/blocks/shared/values.ts';

/** Three related news items and events (pageSize 3) by department, specialist or tags. */
export const relatedContent = defineBlock({
  kind: 'relatedContent',
  schema: z.object({
    title: blockTitleSchema,
    source: z.enum(['department', 'specialist', 'tags']),
    values: z.array(z.string().min(1)).min(1),
  }),
  calls: (value) => ({ related: [{ source: value.source, values: [...value.values] }] }),
  load: async (value, context): Promise<RelatedItem[]> => {
    const result = await context.api.relatedTeasers(relatedFilters(value.source, value.values));
    if (result.state !== 'loaded') {
      context.failed('teasers', result.status);
      return [];
    }
    return result.data.map((teaser) => relatedItem(teaser, context.locale));
  },
  showsNothingWith: (items) => items.length === 0,
  inAnchorMenu: false,
  clickEvent: null,
});
