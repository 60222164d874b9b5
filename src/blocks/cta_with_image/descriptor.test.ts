import { describe, expect, it } from 'vitest';
import { cta_with_image } from '#src/blocks/cta_with_image/descriptor.ts';

const value = {
  title: 'Word vrijwilliger',
  intro: null,
  link: { title: 'Meld u aan', url: 'https://example.org/vrijwilligers' },
  image: { url: '/media/cards/vrijwilliger.jpg', title: 'Een vrijwilliger' },
};

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) =>
  cta_with_image.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the cta_with_image block', () => {
  it('accepts a call to action with its image, and refuses one without the image', () => {
    expect(cta_with_image.schema.parse(value)).toEqual(value);
    expect(refused({ ...value, image: null })).toEqual(['image']);
  });

  it('links to its button (the image is not a link)', () => {
    expect(cta_with_image.links?.(cta_with_image.schema.parse(value))).toEqual(['https://example.org/vrijwilligers']);
  });

  it('makes no calls and always shows', () => {
    expect(cta_with_image.calls).toBeUndefined();
    expect(cta_with_image.showsNothing).toBeUndefined();
  });

  it("gets an anchor and records its clicks as 'cta'", () => {
    expect(cta_with_image.inAnchorMenu).toBe(true);
    expect(cta_with_image.clickEvent).toBe('cta');
  });
});
