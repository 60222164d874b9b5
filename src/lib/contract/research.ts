import { z } from 'zod';
import { sharepointIdSchema } from '#src/lib/contract/common.ts';
import { researchDetailsSchema } from '#src/lib/contract/page.ts';

/** One study in GET pages/research/patient. */
export const researchListItemSchema = z.object({
  SharepointId: sharepointIdSchema,
  HeaderTitle: z.string().min(1),
  TeaserDescription: z.string().nullable(),
  Onderwerp: z.string().nullable(),
  Path: z.string().min(1),
  Research: researchDetailsSchema,
});

/** Item1: studies that need patients; Item2: studies that do not. */
export const researchSplitSchema = z.object({
  Item1: z.array(z.unknown()),
  Item2: z.array(z.unknown()),
});

export type ResearchListItem = z.infer<typeof researchListItemSchema>;
