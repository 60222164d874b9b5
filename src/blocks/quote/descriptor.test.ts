import { describe, expect, it } from 'vitest';
import { quote } from '#src/blocks/quote/descriptor.ts';

const value = { title: null, quote: 'Ik voelde me gehoord.', author: 'Mevrouw J.', role: 'Patiënt' };

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) => quote.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the quote block', () => {
  it('accepts a quote, and refuses an empty one', () => {
    expect(quote.schema.parse(value)).toEqual(value);
    expect(refused({ ...value, quote: '' })).toEqual(['quote']);
  });

  it('carries no links, makes no calls and always shows', () => {
    expect(quote.links).toBeUndefined();
    expect(quote.calls).toBeUndefined();
    expect(quote.showsNothing).toBeUndefined();
  });

  it("gets no anchor and records its clicks as 'quote'", () => {
    expect(quote.inAnchorMenu).toBe(false);
    expect(quote.clickEvent).toBe('quote');
  });
});
