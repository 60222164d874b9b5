import { z } from 'zod';
import { optionalCmsUrlSchema, sharepointIdSchema } from '#src/lib/contract/common.ts';

/** Days: a number, or '-' when the time is not available. */
export const waitingDaysSchema = z.union([z.number().int(), z.literal('-')]);

export const locationWaitSchema = z.object({ Location: z.string().min(1), Days: waitingDaysSchema });

/** The three headings of spec 9: outpatient appointment, examinations, treatments. */
export const WAITING_TIME_KINDS = ['Polikliniek', 'Onderzoek', 'Behandeling'] as const;

/**
 * GET waiting-times?forPage=&title= and waiting-times/any?title=&forPage=: groups per heading, each with
 * the waiting times per department (or centre) and location. Without forPage and title: every
 * department (the /wachttijden table).
 */
export const waitingTimeGroupSchema = z.object({
  Kind: z.enum(WAITING_TIME_KINDS),
  WaitingTimes: z.array(z.object({ Name: z.string().min(1), Locations: z.array(locationWaitSchema) })),
});

/** GET waiting-times/consultations/{forPage}/{title}: consultation entries. */
export const consultationEntrySchema = z.object({
  Department: z.object({
    SharepointId: sharepointIdSchema,
    Title: z.string().min(1),
    AppointmentUrl: optionalCmsUrlSchema,
    PhoneNumber: z.string().nullable(),
  }),
  CentrumTitle: z.string().nullable(),
  Locations: z.array(locationWaitSchema),
});

/**
 * GET waiting-times/measurement: the peildatum, the day the hospital measured the waiting times it
 * publishes (a calendar date, YYYY-MM-DD). Every waiting time of the other calls is of that day.
 */
export const waitingTimesMeasurementSchema = z.object({ MeasurementDate: z.iso.date() });

/** GET waiting-times/consultations/locations: the location names that have consultations. */
export const consultationLocationsSchema = z.array(z.string().min(1));

export type WaitingDays = z.infer<typeof waitingDaysSchema>;
export type WaitingTimeGroup = z.infer<typeof waitingTimeGroupSchema>;
export type WaitingTimesMeasurement = z.infer<typeof waitingTimesMeasurementSchema>;
export type ConsultationEntry = z.infer<typeof consultationEntrySchema>;
