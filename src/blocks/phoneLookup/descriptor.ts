import { z } from 'zod';
import { sharepointIdSchema } from '#src/lib/contract/common.ts';
import { pairPhoneNumbers, type DescribedNumber } from '#src/blocks/phoneLookup/phone-numbers.ts';
import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { blockTitleSchema } from '#src/blocks/shared/values.ts';

/**
 * Phone numbers by id, each with a description. Renders only when the numbers fetched for the ids
 * match the descriptions in count; the data is null when they do not pair up.
 */
export const phoneLookup = defineBlock({
  kind: 'phoneLookup',
  schema: z.object({
    title: blockTitleSchema,
    phoneNumberIds: z.array(sharepointIdSchema),
    descriptions: z.array(z.string()),
  }),
  calls: (value) => ({ phoneIds: value.phoneNumberIds }),
  load: async (value, context): Promise<DescribedNumber[] | null> => {
    const { phoneNumberIds, descriptions } = value;
    if (phoneNumberIds.length === 0 || descriptions.length === 0) return null;
    const result = await context.api.phoneNumbers(phoneNumberIds);
    if (result.state !== 'loaded') {
      context.failed('phone numbers', result.status);
      return null;
    }
    const pairs = pairPhoneNumbers(phoneNumberIds, result.data, descriptions);
    if (pairs === null)
      context.report(
        'phone numbers mismatch',
        `${result.data.length} numbers for ${descriptions.length} descriptions; not shown`,
      );
    return pairs;
  },
  showsNothing: (value) => value.descriptions.length === 0 || value.phoneNumberIds.length === 0,
  showsNothingWith: (pairs) => !pairs || pairs.length === 0,
  inAnchorMenu: false,
  clickEvent: null,
});
