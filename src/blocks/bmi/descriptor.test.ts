import { describe, expect, it } from 'vitest';
import { bmi } from '#src/blocks/bmi/descriptor.ts';

const value = { title: 'Bereken uw BMI', intro: 'Vul uw lengte en gewicht in.' };

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) => bmi.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the bmi block', () => {
  it('accepts a title and an intro, and refuses a value without its intro', () => {
    expect(bmi.schema.parse(value)).toEqual(value);
    expect(refused({ title: 'BMI' })).toEqual(['intro']);
  });

  it('carries no links, makes no calls and always shows (the calculator is the block)', () => {
    expect(bmi.links).toBeUndefined();
    expect(bmi.calls).toBeUndefined();
    expect(bmi.load).toBeUndefined();
    expect(bmi.showsNothing).toBeUndefined();
    expect(bmi.showsNothingWith).toBeUndefined();
  });

  it('gets no anchor in the menu and records no link clicks', () => {
    expect(bmi.inAnchorMenu).toBe(false);
    expect(bmi.clickEvent).toBeNull();
  });
});
