import { describe, expect, it } from 'vitest';
import {
  decodeIndex,
  decodePositions,
  filterFiles,
  filteredPositions,
  indexTitles,
  loadListPage,
  splitList,
} from '#src/overviews/news-events/news-events-split.ts';
import {
  filterItems,
  NO_FILTERS,
  pageOf,
  type Filters,
  type ListItem,
} from '#src/overviews/news-events/news-events.ts';
import { splitLoader } from './split-loader.ts';

const facets = (partial: Partial<ListItem['facets']> = {}): ListItem['facets'] => ({
  department: [],
  subDepartment: [],
  specialist: [],
  centrum: [],
  subcentrum: [],
  tags: [],
  ...partial,
});
const item = (n: number, partial: Partial<ListItem['facets']> = {}): ListItem => ({
  kind: n % 3 === 0 ? 'event' : 'news',
  route: `/nieuws/bericht-${n}`,
  title: `Bericht ${n}`,
  teaser: '',
  image: null,
  date: null,
  facets: facets(partial),
});
const filters = (partial: Partial<Filters>): Filters => ({ ...NO_FILTERS, ...partial });
const routes = (items: ReadonlyArray<{ route: string }>) => items.map((entry) => entry.route);

// 40 items: every fifth about Cardiologie, every seventh tagged Hoor Floor (left out by default), every other tagged
// Innovatie.
const list = Array.from({ length: 40 }, (_, n) =>
  item(n, {
    department: n % 5 === 0 ? ['Cardiologie', ' Cardiologie '] : ['Orthopedie'],
    specialist: n % 4 === 0 ? ['dr. J. de Vries'] : [],
    tags: [...(n % 7 === 0 ? ['Hoor Floor'] : []), ...(n % 2 === 0 ? ['Innovatie'] : [])],
  }),
);

describe('the split JSON of a news or events list', () => {
  it('has an index, one file per filter value with its positions, and chunks of 12 items', () => {
    const files = splitList(list, 'v1');
    const index = decodeIndex(files.get('index'));
    expect(index).toMatchObject({ version: 'v1', total: 40, chunkSize: 12, excluded: [0, 7, 14, 21, 28, 35] });
    expect(index.titles.a).toEqual(['Cardiologie', 'Orthopedie']);
    expect(index.titles.g).toEqual(['Hoor Floor', 'Innovatie']);
    expect(index.titles.s).toEqual([]);
    expect(files.get('v1/a/0')).toEqual([0, 5, 10, 15, 20, 25, 30, 35]);
    expect(files.get('v1/p/0')).toEqual([0, 4, 8, 12, 16, 20, 24, 28, 32, 36]);
    expect([...files.keys()].filter((file) => file.includes('items/'))).toEqual([
      'v1/items/0',
      'v1/items/1',
      'v1/items/2',
      'v1/items/3',
    ]);
    expect(indexTitles(index)).toEqual(['Cardiologie', 'Orthopedie', 'dr. J. de Vries', 'Hoor Floor', 'Innovatie']);
  });

  it('gives every page of every filter as filtering the whole list does', async () => {
    const choices = [
      NO_FILTERS,
      filters({ department: 'CARDIOLOGIE ' }),
      filters({ department: 'Cardiologie', specialist: 'dr. j. de vries' }),
      filters({ tags: ['innovatie'] }),
      filters({ tags: ['Hoor Floor'] }),
      filters({ tags: ['Hoor Floor', 'Innovatie'], department: 'Orthopedie' }),
      filters({ department: 'Cardio' }),
      filters({ centrum: 'Hartcentrum' }),
    ];
    for (const choice of choices) {
      const expected = filterItems(list, choice);
      for (let page = 0; page <= Math.ceil(expected.length / 12) + 1; page += 1) {
        const want = pageOf(expected, page);
        const got = await loadListPage(splitLoader(list), choice, page);
        expect({ ...got, items: routes(got.items) }, `${JSON.stringify(choice)} page ${page}`).toMatchObject({
          ...want,
          items: routes(want.items),
        });
      }
    }
  });

  it('reads only what a page needs: the index and one or two chunks for the whole list, plus the files of each filter value', async () => {
    const asked: string[] = [];
    await loadListPage(splitLoader(list, asked), NO_FILTERS, 2);
    // Page 2 of the shown list (without 6 excluded items): positions 14 to 27 minus 14 and 21.
    expect(asked).toEqual(['index', 'v1/items/1', 'v1/items/2']);

    asked.length = 0;
    await loadListPage(splitLoader(list, asked), filters({ department: 'Cardiologie', tags: ['Innovatie'] }), 1);
    // Cardiologie and Innovatie: 0, 10, 20 and 30, of which 0 is left out (Hoor Floor).
    expect(asked).toEqual(['index', 'v1/a/0', 'v1/g/1', 'v1/items/0', 'v1/items/1', 'v1/items/2']);

    asked.length = 0;
    const none = await loadListPage(splitLoader(list, asked), filters({ subDepartment: 'Onbekend' }), 1);
    expect(asked).toEqual(['index']);
    expect(none).toMatchObject({ items: [], total: 0, pages: 0, page: 1 });
  });

  it('refuses an index that is not one and reads junk positions as nothing', async () => {
    expect(() => decodeIndex(null)).toThrow('not a list index');
    expect(() => decodeIndex({ v: 'v1', n: 3, c: 0 })).toThrow('not a list index');
    expect(() => decodeIndex({ n: 3, c: 12 })).toThrow('not a list index');
    expect(() => decodeIndex({ v: '../x', n: 3, c: 12 })).toThrow('not a list index');
    expect(() => splitList(list, 'a/b')).toThrow('a list version is a folder name, not "a/b"');
    expect(decodeIndex({ v: 'v1', n: 3, c: 12, t: { a: ['A', 7] }, x: [1, -1, 'x'] })).toMatchObject({
      titles: { a: ['A', ''] },
      excluded: [1],
    });
    expect(decodePositions({ length: 3 })).toEqual([]);
    expect(decodePositions([3, 1.5, -2, '4', 8])).toEqual([3, 8]);
    const index = decodeIndex({ v: 'v1', n: 3, c: 12, t: { a: ['A'] }, x: [] });
    // A position past the list's end is not shown.
    expect(filterFiles(index, filters({ department: 'a', centrum: 'B' }))).toEqual([['v1/a/0'], []]);
    expect(filteredPositions(index, filterFiles(index, filters({ department: 'a' })), false, () => [0, 2, 9])).toEqual([
      0, 2,
    ]);
    await expect(loadListPage(async () => ({ html: true }), NO_FILTERS, 1)).rejects.toThrow('not a list index');
  });

  it('keeps each version in its own folder: an index of one release never reads another release’s chunks', async () => {
    const before = splitList(list, 'aaa');
    const after = splitList([item(99), ...list], 'bbb');
    // The visitor read the old index; the new release has only the new files.
    const mixed = async (file: string) => {
      const json = file === 'index' ? before.get(file) : after.get(file);
      if (json === undefined) throw new Error(`404 ${file}`);
      return json;
    };
    await expect(loadListPage(mixed, NO_FILTERS, 1)).rejects.toThrow('404 aaa/items/0');
    expect([...after.keys()].filter((file) => file !== 'index').every((file) => file.startsWith('bbb/'))).toBe(true);
  });
});
