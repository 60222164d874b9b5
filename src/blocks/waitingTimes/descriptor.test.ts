import { describe, expect, it } from 'vitest';
import { waitingTimes } from '#src/blocks/waitingTimes/descriptor.ts';

const value = {
  title: 'Wachttijden',
  forPage: 'centrum' as const,
  pageTitle: 'Hartcentrum',
  prefix: 'De wachttijden van het centrum:',
  suffix: null,
  emergencyAppointmentTextGeneral: null,
  emergencyAppointmentTextDepartment: 'Met spoed? Bel de polikliniek.',
};

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) =>
  waitingTimes.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the waitingTimes block', () => {
  it('accepts a department or centre by title, and refuses another kind of page or an empty title', () => {
    expect(waitingTimes.schema.parse(value)).toEqual(value);
    expect(refused({ ...value, forPage: 'subdepartment' })).toEqual(['forPage']);
    expect(refused({ ...value, pageTitle: '' })).toEqual(['pageTitle']);
  });

  it('asks for the waiting times of that department or centre', () => {
    expect(waitingTimes.calls?.(value)).toEqual({ waitingTimes: [{ forPage: 'centrum', title: 'Hartcentrum' }] });
  });

  it('shows nothing when no table came of the answer', () => {
    expect(waitingTimes.showsNothing).toBeUndefined();
    expect(waitingTimes.showsNothingWith?.(null)).toBe(true);
    expect(
      waitingTimes.showsNothingWith?.({
        measuredOn: null,
        columns: ['Hoofddorp'],
        rows: [{ title: 'Cardiologie', cells: [] }],
      }),
    ).toBe(false);
  });

  it('carries no links in its value, gets an anchor and records no link clicks', () => {
    expect(waitingTimes.links).toBeUndefined();
    expect(waitingTimes.inAnchorMenu).toBe(true);
    expect(waitingTimes.clickEvent).toBeNull();
  });
});
