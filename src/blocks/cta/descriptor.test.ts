import { describe, expect, it } from 'vitest';
import { cta } from '#src/blocks/cta/descriptor.ts';

const value = {
  title: 'Afspraak maken',
  intro: 'Plan uw bezoek aan de polikliniek.',
  link: { title: 'Maak een afspraak', url: '/alles-over-uw-afspraak' },
};

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) => cta.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the cta block', () => {
  it('accepts a call to action, and refuses a button without a title', () => {
    expect(cta.schema.parse(value)).toEqual(value);
    expect(refused({ ...value, link: { title: '', url: '/x' } })).toEqual(['link.title']);
  });

  it('links to its button', () => {
    expect(cta.links?.(cta.schema.parse(value))).toEqual(['/alles-over-uw-afspraak']);
  });

  it('makes no calls and always shows', () => {
    expect(cta.calls).toBeUndefined();
    expect(cta.showsNothing).toBeUndefined();
    expect(cta.showsNothingWith).toBeUndefined();
  });

  it("gets an anchor and records its clicks as 'cta'", () => {
    expect(cta.inAnchorMenu).toBe(true);
    expect(cta.clickEvent).toBe('cta');
  });
});
