import { describe, expect, it } from 'vitest';
import { capitaliseFirst, listParam, parsePage, queryFor, textParam } from '#src/overviews/shared/query-params.ts';

describe('query parameters (bad values fall back)', () => {
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
