import { describe, expect, it } from 'vitest';
import { carousel } from '#src/blocks/carousel/descriptor.ts';

const image = { url: '/media/cards/foto.jpg', title: 'Een foto' };
const card = (url: string) => ({
  title: 'Kaart',
  intro: 'Lees het verhaal.',
  image,
  link: { title: 'Lees meer', url },
});
const value = {
  title: 'Verhalen',
  items: [card('/verhalen/een'), card('/verhalen/twee'), card('https://example.org/drie')],
};

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) => carousel.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the carousel block', () => {
  it('accepts teaser cards, and refuses a card without a title', () => {
    expect(carousel.schema.parse(value)).toEqual(value);
    expect(refused({ ...value, items: [{ ...card('/x'), title: '' }] })).toEqual(['items.0.title']);
  });

  it("links to every card's page", () => {
    expect(carousel.links?.(carousel.schema.parse(value))).toEqual([
      '/verhalen/een',
      '/verhalen/twee',
      'https://example.org/drie',
    ]);
  });

  it('shows nothing with two cards or fewer, and shows from three', () => {
    expect(carousel.showsNothing?.({ title: null, items: [] })).toBe(true);
    expect(carousel.showsNothing?.({ title: null, items: value.items.slice(0, 2) })).toBe(true);
    expect(carousel.showsNothing?.(value)).toBe(false);
  });

  it('makes no calls, gets an anchor and records no link clicks', () => {
    expect(carousel.calls).toBeUndefined();
    expect(carousel.inAnchorMenu).toBe(true);
    expect(carousel.clickEvent).toBeNull();
  });
});
