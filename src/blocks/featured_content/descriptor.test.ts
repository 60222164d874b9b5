import { describe, expect, it } from 'vitest';
import { featured_content } from '#src/blocks/featured_content/descriptor.ts';

const value = {
  title: 'Uitgelicht',
  label: 'Nieuw',
  intro: 'Het nieuwe beddenhuis is open.',
  image: { url: '/media/cards/beddenhuis.jpg', title: 'Het beddenhuis' },
  link: { title: 'Lees meer', url: '/nieuws/beddenhuis-open' },
};

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) =>
  featured_content.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the featured_content block', () => {
  it('accepts a featured item (its image may be missing), and refuses one without its link', () => {
    expect(featured_content.schema.parse(value)).toEqual(value);
    expect(featured_content.schema.parse({ ...value, image: null }).image).toBeNull();
    expect(refused({ ...value, link: undefined })).toEqual(['link']);
  });

  it('links to the featured page', () => {
    expect(featured_content.links?.(featured_content.schema.parse(value))).toEqual(['/nieuws/beddenhuis-open']);
  });

  it('makes no calls and always shows', () => {
    expect(featured_content.calls).toBeUndefined();
    expect(featured_content.showsNothing).toBeUndefined();
  });

  it("gets an anchor and records its clicks as 'featured'", () => {
    expect(featured_content.inAnchorMenu).toBe(true);
    expect(featured_content.clickEvent).toBe('featured');
  });
});
