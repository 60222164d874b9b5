import { z } from 'zod';
import { cmsUrlSchema } from '#src/lib/contract/common.ts';

/** One search result (spec 3, "Search hit"). */
export const searchHitSchema = z.object({
  label: z.string().min(1),
  title: z.string().min(1),
  description: z.string().nullable(),
  image: z.object({ url: cmsUrlSchema, title: z.string() }).nullable(),
  url: cmsUrlSchema,
  publishingDate: z.string().nullable(),
  eventDate: z.string().nullable(),
  departmentTitle: z.string().nullable(),
});

/** GET search/pages?query=&page=&lang=: 12 rows a page and spelling suggestions. */
export const searchResultsSchema = z.object({
  Rows: z.array(searchHitSchema),
  Suggestions: z.array(z.string()),
});

export type SearchHit = z.infer<typeof searchHitSchema>;
export type SearchResults = z.infer<typeof searchResultsSchema>;
