import { z } from 'zod';

/** GET /api/v1/pages/crisis-banner/: the banner is shown when Content holds text. */
export const crisisBannerSchema = z.object({
  Content: z.string().nullable(),
});

export type CrisisBanner = z.infer<typeof crisisBannerSchema>;
