import { describe, expect, it } from 'vitest';
import { quote_with_image } from '#src/blocks/quote_with_image/descriptor.ts';

const value = {
  title: null,
  quote: 'Ik voelde me gehoord.',
  author: 'Mevrouw J.',
  role: null,
  image: { url: '/media/people/j.jpg', title: 'Mevrouw J.' },
};

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) =>
  quote_with_image.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the quote_with_image block', () => {
  it('accepts a quote with its image, and refuses one without the image', () => {
    expect(quote_with_image.schema.parse(value)).toEqual(value);
    expect(refused({ ...value, image: undefined })).toEqual(['image']);
  });

  it('carries no links (the image is not a link), makes no calls and always shows', () => {
    expect(quote_with_image.links).toBeUndefined();
    expect(quote_with_image.calls).toBeUndefined();
    expect(quote_with_image.showsNothing).toBeUndefined();
  });

  it("gets no anchor and records its clicks as 'quote'", () => {
    expect(quote_with_image.inAnchorMenu).toBe(false);
    expect(quote_with_image.clickEvent).toBe('quote');
  });
});
