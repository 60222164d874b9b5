import { z } from 'zod';
import { sharepointIdSchema } from '#src/lib/contract/common.ts';

const phoneSchema = z.object({
  PhoneNumber: z.string().min(1),
  Description: z.string().nullable(),
  Title: z.string().nullable(),
});

/** A clinic or ward at a location (Clinics[] with Kind, Title, PhoneNumber[], OpeningTime, VisitTime, Route). */
export const clinicSchema = z.object({
  Kind: z.enum(['Polikliniek', 'Verpleegafdeling', 'Dagbehandeling', 'Balie']),
  Title: z.string().min(1),
  PhoneNumber: z.array(phoneSchema),
  OpeningTime: z.string().nullable(),
  VisitTime: z.string().nullable(),
  Route: z.string().nullable(),
});

/**
 * GET locations/{forPage}/{slug} (our contract for the two unnamed parameters: the kind of page,
 * `department`, `subdepartment`, `centrum` or `subcentrum`, and that page's slug): where that part of
 * the hospital is, with its clinics at each location.
 */
export const locationEntrySchema = z.object({
  Location: z.object({ SharepointId: sharepointIdSchema, Title: z.string().min(1), Path: z.string().min(1) }),
  Clinics: z.array(clinicSchema),
});

/** GET locations/getId/{location}: a location's id from its name or slug (404 when unknown). */
export const locationIdSchema = z.object({ Id: z.number().int() });

/** GET locations/departments?locationId=: the wards at a location. */
export const wardEntrySchema = z.object({
  Clinic: z.object({
    Title: z.string().min(1),
    PhoneNumber: z.array(phoneSchema),
    VisitTime: z.string().nullable(),
    Route: z.string().nullable(),
  }),
  /** Null when the ward has no department; the site then shows 'Anesthesiologie'. */
  Department: z.object({ Title: z.string().min(1), Icon: z.string().nullable() }).nullable(),
});

export type Clinic = z.infer<typeof clinicSchema>;
export type LocationEntry = z.infer<typeof locationEntrySchema>;
export type WardEntry = z.infer<typeof wardEntrySchema>;
