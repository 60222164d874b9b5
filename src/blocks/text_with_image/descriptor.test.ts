import { describe, expect, it } from 'vitest';
import { text_with_image } from '#src/blocks/text_with_image/descriptor.ts';

const value = {
  title: 'Over de afdeling',
  html: '<p>Lees <a href="/twi">meer</a>.</p>',
  image: { url: '/media/cards/afdeling.jpg', title: 'De afdeling' },
  imagePosition: 'left' as const,
};

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) =>
  text_with_image.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the text_with_image block', () => {
  it('accepts rich text with an image left or right, and refuses another position', () => {
    expect(text_with_image.schema.parse(value)).toEqual(value);
    expect(text_with_image.schema.parse({ ...value, imagePosition: 'right' }).imagePosition).toBe('right');
    expect(refused({ ...value, imagePosition: 'center' })).toEqual(['imagePosition']);
  });

  it('links to every href in its HTML (the image is not a link)', () => {
    expect(text_with_image.links?.(value)).toEqual(['/twi']);
  });

  it('makes no calls and always shows', () => {
    expect(text_with_image.calls).toBeUndefined();
    expect(text_with_image.showsNothing).toBeUndefined();
  });

  it("gets an anchor and records its clicks as 'text-image'", () => {
    expect(text_with_image.inAnchorMenu).toBe(true);
    expect(text_with_image.clickEvent).toBe('text-image');
  });
});
