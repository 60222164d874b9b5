import { describe, expect, it } from 'vitest';
import { links_list } from '#src/blocks/links_list/descriptor.ts';

const value = {
  title: 'Handige links',
  links: [
    { title: 'Bezoektijden', url: '/bezoektijden' },
    { title: 'Thuisarts', url: 'https://example.org/l2' },
  ],
};

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) =>
  links_list.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the links_list block', () => {
  it('accepts a list of links, and refuses a link without a URL', () => {
    expect(links_list.schema.parse(value)).toEqual(value);
    expect(refused({ ...value, links: [{ title: 'Leeg', url: '' }] })).toEqual(['links.0.url']);
  });

  it('links to every link in the list', () => {
    expect(links_list.links?.(links_list.schema.parse(value))).toEqual(['/bezoektijden', 'https://example.org/l2']);
  });

  it('shows nothing without links', () => {
    expect(links_list.showsNothing?.({ title: 'Handige links', links: [] })).toBe(true);
    expect(links_list.showsNothing?.(value)).toBe(false);
  });

  it('makes no calls, gets an anchor and records no link clicks', () => {
    expect(links_list.calls).toBeUndefined();
    expect(links_list.inAnchorMenu).toBe(true);
    expect(links_list.clickEvent).toBeNull();
  });
});
