import { describe, expect, it } from 'vitest';
import { phoneLookup } from '#src/blocks/phoneLookup/descriptor.ts';

const value = { title: 'Bellen', phoneNumberIds: [11, '12'], descriptions: ['Polikliniek', 'Afdeling'] };
const pair = { description: 'Polikliniek', phoneNumber: '023 224 00 00', href: 'tel:+31232240000' };

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) =>
  phoneLookup.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the phoneLookup block', () => {
  it('accepts SharePoint ids (numbers or strings) with descriptions, and refuses an id that is neither', () => {
    expect(phoneLookup.schema.parse(value)).toEqual(value);
    expect(refused({ ...value, phoneNumberIds: [11, 1.5] })).toEqual(['phoneNumberIds.1']);
  });

  it('asks for its phone numbers by id', () => {
    expect(phoneLookup.calls?.(value)).toEqual({ phoneIds: [11, '12'] });
  });

  it('shows nothing without ids or without descriptions', () => {
    expect(phoneLookup.showsNothing?.({ ...value, phoneNumberIds: [] })).toBe(true);
    expect(phoneLookup.showsNothing?.({ ...value, descriptions: [] })).toBe(true);
    expect(phoneLookup.showsNothing?.(value)).toBe(false);
  });

  it('shows nothing when the numbers did not pair up with the descriptions, or none came back', () => {
    expect(phoneLookup.showsNothingWith?.(null)).toBe(true);
    expect(phoneLookup.showsNothingWith?.([])).toBe(true);
    expect(phoneLookup.showsNothingWith?.([pair])).toBe(false);
  });

  it('carries no links in its value, gets no anchor and records no link clicks', () => {
    expect(phoneLookup.links).toBeUndefined();
    expect(phoneLookup.inAnchorMenu).toBe(false);
    expect(phoneLookup.clickEvent).toBeNull();
  });
});
