import { z } from 'zod';
import { cmsUrlSchema, optionalCmsUrlSchema } from '#src/lib/contract/common.ts';

/** One entry of the main menu: GET /api/v1/navigation/{language}. */
export const navigationItemSchema = z.object({
  Title: z.string().min(1),
  /** A site path such as `/afdelingen-en-centra`; null when the item links out. */
  InternalLink: optionalCmsUrlSchema,
  ExternalLink: z.object({ Url: cmsUrlSchema }).nullable(),
});

export type NavigationEntry = {
  NavigationItem: z.infer<typeof navigationItemSchema>;
  Children: NavigationEntry[];
};

export const navigationEntrySchema: z.ZodType<NavigationEntry> = z.lazy(() =>
  z.object({
    NavigationItem: navigationItemSchema,
    Children: z.array(navigationEntrySchema),
  }),
);

export const navigationSchema = z.array(navigationEntrySchema);
