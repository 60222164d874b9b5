import { describe, expect, it } from 'vitest';
import { blockEvent, expandEvent, videoEvent } from '#src/lib/blocks/block-events.ts';
import { IMAGE_PRESETS } from '#src/lib/blocks/image-presets.ts';
import { blockTitle, rendersNothing } from '#src/lib/blocks/visibility.ts';
import { variantBox } from '#src/lib/contract/images.ts';
import type { ContentBlock } from '#src/lib/content/parse-content.ts';

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

describe('block analytics events (spec 7)', () => {
  it('are BuildingBlock events', () => {
    expect(expandEvent('Mag ik  iemand\nmeenemen?')).toEqual({ event: 'building_block', category: 'BuildingBlock', action: 'expand', label: 'Mag ik iemand meenemen?' });
    expect(blockEvent('cta', 'Bekijk de checklist')).toMatchObject({ category: 'BuildingBlock', action: 'cta' });
    expect(videoEvent('Finished', 'Zo gaat een opname')).toEqual({ event: 'video', category: 'BuildingBlock', action: 'Finished', label: 'Zo gaat een opname' });
  });
});

describe('block image presets (spec 3, 9)', () => {
  it('use existing variants with a width, cards at 392x196 and grid cards at 392x220', () => {
    for (const preset of Object.values(IMAGE_PRESETS)) {
      expect(preset.variants).toContain(preset.fallback);
      for (const variant of preset.variants) expect(variantBox(variant)?.width).toBeGreaterThan(0);
    }
    expect([IMAGE_PRESETS.card.width, IMAGE_PRESETS.card.height]).toEqual([392, 196]);
    expect([IMAGE_PRESETS.gridCard.width, IMAGE_PRESETS.gridCard.height]).toEqual([392, 220]);
  });
});

describe('island image attributes', () => {
  it('match the variant scheme of spec 3', async () => {
    const { imageAttributes } = await import('#src/lib/blocks/image-attributes.ts');
    expect(imageAttributes({ url: '/media/cards/koffie.jpg', title: 'Koffie' }, 'card', undefined)).toEqual({
      src: '/media/cards_640x360/koffie_640x360.webp',
      srcSet: '/media/cards_640x360/koffie_640x360.webp 640w, /media/cards_1280x720/koffie_1280x720.webp 1280w',
      sizes: '(min-width: 48em) 392px, 100vw',
      width: 392,
      height: 196,
      alt: 'Koffie',
    });
    expect(imageAttributes({ url: 'https://cms.example.nl/media/cards/koffie.jpg', title: '' }, 'beside', 'https://cms.example.nl').src).toBe('/media/cards_600x400/koffie_600x400.webp');
  });
});

describe('heading levels', () => {
  it('items are h3 under a titled block, h2 when the block has no title', async () => {
    const { headingTag, itemHeadingLevel } = await import('#src/lib/blocks/headings.ts');
    expect(itemHeadingLevel({ title: 'Locaties' })).toBe(3);
    expect(itemHeadingLevel({ title: '  ' })).toBe(2);
    expect(itemHeadingLevel({ title: null })).toBe(2);
    expect(itemHeadingLevel({})).toBe(2);
    expect(headingTag(3)).toBe('h3');
    expect(headingTag(4)).toBe('h4');
    expect(headingTag(1)).toBe('h2');
    expect(headingTag(9)).toBe('h5');
  });
});
