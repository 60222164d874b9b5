import { z } from 'zod';
import { safeCmsUrl } from '#src/lib/security/url-policy.ts';

// In the browser (the search island validates the CMS's answers with these schemas) the page's CSP
// allows no eval: zod must neither compile its parsers with `new Function` nor probe whether it may,
// which it does as a schema is made. Every contract module imports this one first, so this comes
// before any schema. The build, in Node, keeps zod's compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** The two site languages. Dutch is the default and has no path prefix. */
export const languageSchema = z.enum(['nl', 'en']);

/**
 * A URL from CMS data, through the one URL policy (src/lib/security/url-policy.ts): an allowed URL
 * as a browser reads it, or `''` when refused, which everything that prints a URL takes as "no link"
 * (the text stays). The content client reports each refused URL by item (refused-urls.ts).
 */
export const cmsUrlSchema = z.string().min(1).transform(safeCmsUrl);
/** A URL field the CMS may leave empty or null: `''`, null, or a URL checked like `cmsUrlSchema`. */
export const optionalCmsUrlSchema = z.string().transform(safeCmsUrl).nullable();

/** A link as the CMS sends it: a title and a URL (internal path or absolute URL). */
export const cmsLinkSchema = z.object({
  Title: z.string(),
  Url: cmsUrlSchema,
});

/** An image as the CMS sends it: `Title` is the alt text, `Url` the original image. */
export const cmsImageSchema = z.object({
  Title: z.string(),
  Url: cmsUrlSchema,
});

/** A SharePoint id: the CMS sends numbers; ids from the older lists arrive as strings. */
export const sharepointIdSchema = z.union([z.number().int(), z.string().min(1)]);

/**
 * A reference to a centre, department, sub-centre, sub-department, location, specialist or research
 * item inside a page: enough to build its route. `Path` is the item's own path segment,
 * e.g. `/cardiologie`.
 */
export const entityRefSchema = z.object({
  SharepointId: sharepointIdSchema,
  Title: z.string().min(1),
  Path: z.string().min(1),
});

/** A tag on a page (Tags (Title)). */
export const tagSchema = z.object({ Title: z.string().min(1) });

/** ISO 8601 date-time as the CMS sends it, e.g. `2026-03-14T09:30:00Z`. */
export const isoDateTimeSchema = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not an ISO date');

/** A count call's answer (our contract: spec 7 only says "total count"). */
export const countSchema = z.object({ Count: z.number().int().nonnegative() });

/** A phone number with what it is for. */
export const describedPhoneNumberSchema = z.object({
  SharepointId: sharepointIdSchema,
  PhoneNumber: z.string().min(1),
  Description: z.string(),
});

export type EntityRef = z.infer<typeof entityRefSchema>;
export type CmsImage = z.infer<typeof cmsImageSchema>;
export type CmsLink = z.infer<typeof cmsLinkSchema>;
export type DescribedPhoneNumber = z.infer<typeof describedPhoneNumberSchema>;
