import { describe, expect, it } from 'vitest';
import { people } from '#src/blocks/people/descriptor.ts';

const image = { url: '/media/people/a.jpg', title: 'Dr. A. de Vries' };
const value = {
  title: 'Het team',
  people: [
    {
      name: 'Dr. A. de Vries',
      email: 'a.devries@example.org',
      phoneNumber: '023 123 45 67',
      url: '/specialisten/a',
      image,
    },
    { name: 'B. Jansen', email: null, phoneNumber: null, url: null, image: null },
  ],
};

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) => people.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the people block', () => {
  it('accepts people with or without a page, and refuses a person without a name', () => {
    expect(people.schema.parse(value)).toEqual(value);
    expect(refused({ ...value, people: [{ ...value.people[1], name: '' }] })).toEqual(['people.0.name']);
  });

  it('links to the pages of the people that have one', () => {
    expect(people.links?.(people.schema.parse(value))).toEqual(['/specialisten/a']);
  });

  it('shows nothing without people', () => {
    expect(people.showsNothing?.({ title: 'Het team', people: [] })).toBe(true);
    expect(people.showsNothing?.(people.schema.parse(value))).toBe(false);
  });

  it("makes no calls, gets an anchor and records its clicks as 'people'", () => {
    expect(people.calls).toBeUndefined();
    expect(people.inAnchorMenu).toBe(true);
    expect(people.clickEvent).toBe('people');
  });
});
