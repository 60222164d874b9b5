import { describe, expect, it } from 'vitest';
import type { expandableBlock } from '#src/blocks/shared/expandable-block.ts';

/** The rules expandableBlock gives a kind, tested for each kind built with it (from its folder). */
export function describeExpandableBlock(block: ReturnType<typeof expandableBlock<string>>): void {
  const image = { url: '/media/cards/foto.jpg', title: 'Een foto' };
  const link = (url: string) => ({ title: 'Lees meer', url });
  const item = {
    title: 'Hoe bereid ik mij voor?',
    subtitle: null,
    icon: null,
    text: '<p>Zie <a href="/item-text">de folder</a>.</p>',
    image,
    blocks: [
      { kind: 'text' as const, html: '<a href="/nested-text">x</a>' },
      { kind: 'links' as const, links: [link('/nested-link')] },
      {
        kind: 'media' as const,
        media: {
          title: null,
          kind: 'image' as const,
          caption: null,
          source: null,
          image,
          videoUrl: null,
          displayOption: 'full' as const,
        },
      },
      { kind: 'quote' as const, quote: { title: null, quote: 'Goed geholpen', author: null, role: null } },
    ],
  };
  const value = { title: 'Veelgestelde vragen', items: [item] };

  /** The fields the schema names when it refuses a value (none: accepted). */
  const refused = (input: unknown) => block.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

  describe(`the ${block.kind} block`, () => {
    it('accepts items with nested blocks, and refuses an item without a title or a nested block of an unknown kind', () => {
      expect(block.schema.parse(value)).toEqual(value);
      expect(refused({ ...value, items: [{ ...item, title: '' }] })).toEqual(['items.0.title']);
      expect(refused({ ...value, items: [{ ...item, blocks: [{ kind: 'video', url: '/v' }] }] })).toEqual([
        'items.0.blocks.0.kind',
      ]);
    });

    it("links to what its items' text and nested text and link lists link to (images, media and quotes lead nowhere)", () => {
      expect(block.links?.(block.schema.parse(value))).toEqual(['/item-text', '/nested-text', '/nested-link']);
    });

    it('shows nothing without items', () => {
      expect(block.showsNothing?.({ title: 'Vragen', items: [] })).toBe(true);
      expect(block.showsNothing?.(value)).toBe(false);
    });

    it('makes no calls, gets an anchor and records no link clicks', () => {
      expect(block.calls).toBeUndefined();
      expect(block.inAnchorMenu).toBe(true);
      expect(block.clickEvent).toBeNull();
    });
  });
}
