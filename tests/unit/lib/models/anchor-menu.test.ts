import { describe, expect, it } from 'vitest';
import { anchorMenu, DEPARTMENT_ANCHOR_TITLES } from '#src/lib/models/anchor-menu.ts';
import type { BlockWithData } from '#src/lib/models/block-data.ts';

describe('the "go quickly to" menu', () => {
  const block = (
    kind: BlockWithData['kind'],
    title: string | null,
    id: string = kind,
    data: unknown = null,
  ): BlockWithData =>
    ({
      kind,
      id,
      value: {
        title,
        html: '<p>x</p>',
        links: [{ title: 'a', url: '/a' }],
        items: [1, 2, 3],
        people: [{ name: 'A' }],
        slugs: ['a'],
      },
      data,
    }) as unknown as BlockWithData;

  it('lists titled blocks except phone, quote, related content, location and BMI blocks', () => {
    const blocks = [
      block('text', 'Inleiding'),
      block('cta', ''),
      block('phoneLookup', 'Bellen'),
      block('quote', 'Citaat'),
      block('relatedContent', 'Nieuws'),
      block('location', 'Locaties'),
      block('locationExpandable', 'Waar'),
      block('bmi', 'BMI'),
      block('links_list', 'Links'),
    ];
    expect(anchorMenu(blocks, 'general')).toEqual([
      { id: 'text', title: 'Inleiding' },
      { id: 'links_list', title: 'Links' },
    ]);
  });

  it('on department pages keeps only the configured titles', () => {
    const blocks = [
      block('text', 'Inleiding', 'a'),
      block('text', 'afspraak maken', 'b'),
      block('links_list', 'Patiëntenfolders', 'c'),
    ];
    expect(anchorMenu(blocks, 'department').map((anchor) => anchor.id)).toEqual(['b', 'c']);
    expect(anchorMenu(blocks, 'subDepartment').map((anchor) => anchor.id)).toEqual(['b', 'c']);
    expect(DEPARTMENT_ANCHOR_TITLES.length).toBeGreaterThan(5);
  });

  it('leaves out blocks whose fetched data turned out empty: they render nothing, so an anchor would lead nowhere', () => {
    const blocks = [
      block('waitingTimes', 'Wachttijden', 'w-empty', null),
      block('waitingTimes', 'Wachttijden', 'w', { columns: [], rows: [] }),
      block('specialist', 'Onze specialisten', 's-empty', { people: [], allHref: null }),
      block('specialist', 'Specialisten', 's', { people: [{ title: 'dr. A' }], allHref: null }),
      block('newsTeaser', 'Nieuws', 'n-empty', []),
    ];
    expect(anchorMenu(blocks, 'department').map((anchor) => anchor.id)).toEqual(['w', 's']);
  });
});
