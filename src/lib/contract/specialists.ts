import { z } from 'zod';
import { cmsUrlSchema } from '#src/lib/contract/common.ts';

const namedRef = z.object({ Title: z.string().min(1), Path: z.string().min(1) });

/** GET pages/specialists: the list form of spec 3 (camelCase as the CMS sends it). */
export const specialistListItemSchema = z.object({
  name: z.string().min(1),
  tussenvoegsel: z.string().nullable(),
  surName: z.string().min(1),
  /** The display name with academic title, e.g. `dr. J. de Vries`. */
  title: z.string().min(1),
  role: z.string().min(1),
  departments: z.array(namedRef),
  subDepartments: z.array(namedRef),
  centra: z.array(namedRef),
  image: z.object({ url: cmsUrlSchema, title: z.string() }).nullable(),
  /** The specialist's path segment, e.g. `/jan-de-vries`. */
  url: cmsUrlSchema,
});

/** GET pages/specialists/random?count=6: the block form of spec 3. */
export const specialistBlockItemSchema = z.object({
  title: z.string().min(1),
  role: z.string().min(1),
  url: cmsUrlSchema,
  image: z.object({ url: cmsUrlSchema, title: z.string() }).nullable(),
});

export type SpecialistListItem = z.infer<typeof specialistListItemSchema>;
export type SpecialistBlockItem = z.infer<typeof specialistBlockItemSchema>;
