import { describe, expect, it } from 'vitest';
import { blockTitle, rendersNothing } from '#src/blocks/visibility.ts';
import type { ContentBlock } from '#src/blocks/parse-content.ts';

const card = { title: 'Kaart', intro: null, image: null, link: { title: 'Lees', url: '/x' } };
const gridItem = { link: { title: 'Lees', url: '/x' }, title: 'Item', label: null, intro: null, image: null };

describe('blocks known to render nothing', () => {
  it('from their value alone', () => {
    const blocks: Array<[ContentBlock, boolean]> = [
      [{ kind: 'carousel', id: 'a', value: { title: 'C', items: [card, card] } }, true],
      [{ kind: 'carousel', id: 'a', value: { title: 'C', items: [card, card, card] } }, false],
      [{ kind: 'grid_blocks_centra', id: 'b', value: { title: null, items: [gridItem, gridItem] } }, true],
      [{ kind: 'grid_blocks_centra', id: 'b', value: { title: null, items: [gridItem, gridItem, gridItem] } }, false],
      [{ kind: 'links_list', id: 'c', value: { title: 'L', links: [] } }, true],
      [{ kind: 'people', id: 'd', value: { title: 'P', people: [] } }, true],
      [{ kind: 'text', id: 'e', value: { html: '<p>x</p>' } }, false],
      [{ kind: 'specialist', id: 'f', value: { title: 'S', department: 'Dermatologie' } }, false],
    ];
    for (const [block, nothing] of blocks) expect(rendersNothing(block), `${block.kind}`).toBe(nothing);
  });

  it('reads the title, trimmed', () => {
    expect(blockTitle({ kind: 'text', id: 'e', value: { title: '  Titel ', html: '' } })).toBe('Titel');
    expect(blockTitle({ kind: 'text', id: 'e', value: { html: '' } })).toBe('');
  });
});
