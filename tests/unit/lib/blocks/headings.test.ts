import { describe, expect, it } from 'vitest';

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
