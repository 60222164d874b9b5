import { z } from 'zod';

/** The two site languages. Dutch is the default and has no path prefix. */
export const languageSchema = z.enum(['nl', 'en']);

/** A link as the CMS sends it: a title and a URL (internal path or absolute URL). */
export const cmsLinkSchema = z.object({
  Title: z.string(),
  Url: z.string().min(1),
});

/** An image as the CMS sends it: `Title` is the alt text, `Url` the original image (spec 3). */
export const cmsImageSchema = z.object({
  Title: z.string(),
  Url: z.string().min(1),
});
