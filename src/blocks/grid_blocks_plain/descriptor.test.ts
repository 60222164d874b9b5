import { describe, expect, it } from 'vitest';
import { grid_blocks_plain } from '#src/blocks/grid_blocks_plain/descriptor.ts';

const image = { url: '/media/cards/foto.jpg', title: 'Een foto' };
const gridItem = (url: string) => ({
  link: { title: 'Lees meer', url },
  title: 'Hartcentrum',
  label: 'Centrum',
  intro: null,
  image,
});
const value = { title: 'Meer weten', items: [gridItem('/poli'), gridItem('https://example.org/folder')] };

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) =>
  grid_blocks_plain.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the grid_blocks_plain block', () => {
  it('accepts link tiles (an image may be missing), and refuses a tile whose link has no title', () => {
    expect(grid_blocks_plain.schema.parse(value)).toEqual(value);
    expect(
      grid_blocks_plain.schema.parse({ ...value, items: [{ ...gridItem('/x'), image: null }] }).items[0]?.image,
    ).toBeNull();
    expect(refused({ ...value, items: [{ ...gridItem('/x'), link: { title: '', url: '/x' } }] })).toEqual([
      'items.0.link.title',
    ]);
  });

  it("links to every tile's page", () => {
    expect(grid_blocks_plain.links?.(grid_blocks_plain.schema.parse(value))).toEqual([
      '/poli',
      'https://example.org/folder',
    ]);
  });

  it('shows nothing without tiles', () => {
    expect(grid_blocks_plain.showsNothing?.({ title: 'Meer weten', items: [] })).toBe(true);
    expect(grid_blocks_plain.showsNothing?.({ title: null, items: [gridItem('/poli')] })).toBe(false);
  });

  it("makes no calls, gets an anchor and records its clicks as 'link-grid'", () => {
    expect(grid_blocks_plain.calls).toBeUndefined();
    expect(grid_blocks_plain.inAnchorMenu).toBe(true);
    expect(grid_blocks_plain.clickEvent).toBe('link-grid');
  });
});
