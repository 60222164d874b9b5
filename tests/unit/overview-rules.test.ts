import { describe, expect, it } from 'vitest';
import { pageCount, paginationWindow } from '#src/lib/overviews/pagination.ts';
import { capitaliseFirst, listParam, parsePage, queryFor, textParam } from '#src/lib/overviews/query-params.ts';
import { ALPHABET, OTHER_LETTER, groupByLetter, indexLetter } from '#src/lib/overviews/alphabet.ts';

const render = (current: number, pages: number) => paginationWindow(current, pages).map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ');

describe('pagination window (spec 2.5, 9)', () => {
  it('is hidden for one page or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
  it('shows the current page, two each side, first and last, and gaps', () => {
    expect(render(1, 10)).toBe('[1] 2 3 … 10');
    expect(render(5, 10)).toBe('1 … 3 4 [5] 6 7 … 10');
    expect(render(10, 10)).toBe('1 … 8 9 [10]');
    expect(render(4, 10)).toBe('1 2 3 [4] 5 6 … 10');
    expect(render(3, 5)).toBe('1 2 [3] 4 5');
  });
  it('clamps a page out of range', () => {
    expect(render(99, 4)).toBe('1 2 3 [4]');
    expect(render(-3, 4)).toBe('[1] 2 3 4');
  });
  it('counts pages of 12', () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});

describe('query parameters (spec 5: bad values fall back)', () => {
  it('page: whole numbers only, anything else is 1, past the end is the last page', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('-1')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('40', 7)).toBe(7);
  });
  it('text and list parameters', () => {
    const params = new URLSearchParams('department=%20Cardiologie%20&tags=Hart,Vaten&tags=Zorg&search=');
    expect(textParam(params, 'department')).toBe('Cardiologie');
    expect(textParam(params, 'search')).toBeNull();
    expect(listParam(params, 'tags')).toEqual(['Hart', 'Vaten', 'Zorg']);
  });
  it('builds a query without empty values and without page 1', () => {
    expect(queryFor({ filter: 'Urologie', filter2: '', search: null, page: 1 })).toBe('?filter=Urologie');
    expect(queryFor({ tags: ['a', 'b'], page: 3 })).toBe('?tags=a%2Cb&page=3');
    expect(queryFor({})).toBe('');
  });
  it('capitalises the first letter', () => {
    expect(capitaliseFirst('cardiologie')).toBe('Cardiologie');
    expect(capitaliseFirst('ïnfo')).toBe('Ïnfo');
  });
});

describe('A to Z', () => {
  it('has 26 letters and indexes words by their first letter without accents', () => {
    expect(ALPHABET).toHaveLength(26);
    expect(indexLetter('Özdemir')).toBe('O');
    expect(indexLetter(' ijmuiden')).toBe('I');
    expect(indexLetter('3D-echo')).toBe('#');
    expect(OTHER_LETTER).toBe('#');
    expect(indexLetter('')).toBe(OTHER_LETTER);
    expect(indexLetter('e\u0301cho')).toBe('E');
  });
  it('groups and sorts within a letter', () => {
    const groups = groupByLetter(['Bakker', 'Appel', 'bos', 'Áalders'], (w) => w, (w) => w);
    expect([...groups.entries()]).toEqual([['A', ['Áalders', 'Appel']], ['B', ['Bakker', 'bos']]]);
  });
  it('puts the other letter last and sorts numbers by value', () => {
    const groups = groupByLetter(['3D-echo', 'Zorg 10', 'Zorg 2', '1e hulp', 'Appel'], (w) => w, (w) => w);
    expect([...groups.entries()]).toEqual([['A', ['Appel']], ['Z', ['Zorg 2', 'Zorg 10']], [OTHER_LETTER, ['1e hulp', '3D-echo']]]);
  });
});
