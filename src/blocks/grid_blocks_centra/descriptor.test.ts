import { describe, expect, it } from 'vitest';
import { grid_blocks_centra } from '#src/blocks/grid_blocks_centra/descriptor.ts';

const image = { url: '/media/cards/foto.jpg', title: 'Een foto' };
const gridItem = (url: string) => ({
  link: { title: 'Lees meer', url },
  title: 'Hartcentrum',
  label: 'Centrum',
  intro: null,
  image,
});
const value = { title: 'Onze centra', items: [gridItem('/c1'), gridItem('/c2'), gridItem('https://example.org/c3')] };

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) =>
  grid_blocks_centra.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the grid_blocks_centra block', () => {
  it('accepts link tiles, and refuses a tile without a title', () => {
    expect(grid_blocks_centra.schema.parse(value)).toEqual(value);
    expect(refused({ ...value, items: [{ ...gridItem('/x'), title: '' }] })).toEqual(['items.0.title']);
  });

  it("links to every tile's page", () => {
    expect(grid_blocks_centra.links?.(grid_blocks_centra.schema.parse(value))).toEqual([
      '/c1',
      '/c2',
      'https://example.org/c3',
    ]);
  });

  it('shows only with exactly three tiles', () => {
    expect(grid_blocks_centra.showsNothing?.({ title: null, items: value.items.slice(0, 2) })).toBe(true);
    expect(grid_blocks_centra.showsNothing?.(value)).toBe(false);
    expect(grid_blocks_centra.showsNothing?.({ title: null, items: [...value.items, gridItem('/c4')] })).toBe(true);
  });

  it("makes no calls, gets an anchor and records its clicks as 'link-grid'", () => {
    expect(grid_blocks_centra.calls).toBeUndefined();
    expect(grid_blocks_centra.inAnchorMenu).toBe(true);
    expect(grid_blocks_centra.clickEvent).toBe('link-grid');
  });
});
