import { z } from 'zod';

/** One entry of the main menu: GET /api/v1/navigation/{language} (spec 7). */
export const navigationItemSchema = z.object({
  Title: z.string().min(1),
  /** A site path such as `/afdelingen-en-centra`; null when the item links out. */
  InternalLink: z.string().nullable(),
  ExternalLink: z.object({ Url: z.string().min(1) }).nullable(),
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
