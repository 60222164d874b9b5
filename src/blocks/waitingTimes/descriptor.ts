import { z } from 'zod';
import { waitingTable, type WaitingTable } from '#src/blocks/waitingTimes/waiting-table.ts';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockTitleSchema } from '#src/blocks/shared/values.ts';

/** Waiting times for one department or centre, with the texts around them; null: none loaded. */
export const waitingTimes = defineBlock({
  kind: 'waitingTimes',
  schema: z.object({
    title: blockTitleSchema,
    forPage: z.enum(['department', 'centrum']),
    pageTitle: z.string().min(1),
    prefix: z.string().nullable(),
    suffix: z.string().nullable(),
    emergencyAppointmentTextGeneral: z.string().nullable(),
    emergencyAppointmentTextDepartment: z.string().nullable(),
  }),
  calls: (value) => ({ waitingTimes: [{ forPage: value.forPage, title: value.pageTitle }] }),
  load: async (value, context): Promise<WaitingTable | null> => {
    const { forPage, pageTitle } = value;
    const [result, measurement] = await Promise.all([
      context.api.consultations(forPage, pageTitle),
      context.api.waitingTimesMeasurement(),
    ]);
    if (result.state !== 'loaded') {
      context.failed(`waiting times for ${forPage} "${pageTitle}"`, result.status);
      return null;
    }
    // Without the peildatum the times still show, and the block says the date is unknown.
    if (measurement.state !== 'loaded') context.failed('the peildatum of the waiting times', measurement.status);
    return waitingTable(result.data, measurement.state === 'loaded' ? measurement.data.MeasurementDate : null);
  },
  showsNothingWith: (table) => table === null,
  inAnchorMenu: true,
  clickEvent: null,
});
