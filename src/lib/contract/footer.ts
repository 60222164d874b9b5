import { z } from 'zod';
import { cmsUrlSchema } from '#src/lib/contract/common.ts';

/** One quick link of the footer: GET /api/v1/footer (spec 3, "Footer link"). */
export const footerLinkSchema = z.object({
  Title: z.string().min(1),
  Link: z.object({
    Url: cmsUrlSchema,
    ContentType: z.string().nullable(),
  }),
  Column: z.enum(['Column 1', 'Column 2', 'Column 3']),
  OrderInColumn: z.number().int(),
});

export type FooterLink = z.infer<typeof footerLinkSchema>;
