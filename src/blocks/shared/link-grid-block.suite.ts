import { describe, expect, it } from 'vitest';
import type { linkGridBlock } from '#src/blocks/shared/link-grid-block.ts';

/** The rules linkGridBlock gives a kind, tested for each kind built with it (from its folder). */
export function describeLinkGridBlock(block: ReturnType<typeof linkGridBlock<string>>): void {
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
  const refused = (input: unknown) => block.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

  describe(`the ${block.kind} block`, () => {
    it('accepts link tiles (an image may be missing), and refuses a tile whose link has no title', () => {
      expect(block.schema.parse(value)).toEqual(value);
      expect(block.schema.parse({ ...value, items: [{ ...gridItem('/x'), image: null }] }).items[0]?.image).toBeNull();
      expect(refused({ ...value, items: [{ ...gridItem('/x'), link: { title: '', url: '/x' } }] })).toEqual([
        'items.0.link.title',
      ]);
    });

    it("links to every tile's page", () => {
      expect(block.links?.(block.schema.parse(value))).toEqual(['/poli', 'https://example.org/folder']);
    });

    it('shows nothing without tiles', () => {
      expect(block.showsNothing?.({ title: 'Meer weten', items: [] })).toBe(true);
      expect(block.showsNothing?.({ title: null, items: [gridItem('/poli')] })).toBe(false);
    });

    it("makes no calls, gets an anchor and records its clicks as 'link-grid'", () => {
      expect(block.calls).toBeUndefined();
      expect(block.inAnchorMenu).toBe(true);
      expect(block.clickEvent).toBe('link-grid');
    });
  });
}
