import { describe, expect, it } from 'vitest';
import {
  filterPageAddress,
  filterPagePath,
  filterPages,
  filterSlug,
  readFilterPagesJson,
} from '#src/overviews/shared/filter-pages/filter-pages.ts';

describe('filter pages', () => {
  it('make a path segment of a value: lower case, no accents, hyphens for the rest', () => {
    expect(filterSlug('Cardiologie')).toBe('cardiologie');
    expect(filterSlug('Maag-, darm- en leverziekten')).toBe('maag-darm-en-leverziekten');
    expect(filterSlug('Keel-, neus- en oorheelkunde (KNO)')).toBe('keel-neus-en-oorheelkunde-kno');
    expect(filterSlug('Diëtetiek')).toBe('dietetiek');
    expect(filterSlug('!!!')).toBe('waarde');
  });

  it('take each value once (case and spaces ignored), sorted, and give clashing slugs a number', () => {
    const pages = filterPages('/specialisten', 'filter', [
      'Neurologie',
      'cardiologie ',
      'Cardiologie',
      'Maag darm',
      'Maag-darm',
      '',
      '  ',
    ]);
    expect(pages.map((page) => [page.value, page.slug])).toEqual([
      ['cardiologie', 'cardiologie'],
      ['Maag darm', 'maag-darm'],
      ['Maag-darm', 'maag-darm-2'],
      ['Neurologie', 'neurologie'],
    ]);
    // The same values in another order give the same pages: the page list and the host rules agree.
    expect(filterPages('/specialisten', 'filter', ['Maag-darm', 'Neurologie', 'Maag darm', 'cardiologie'])).toEqual(
      pages,
    );
  });

  it('name where a page is built and the address it answers for', () => {
    const page = {
      overview: '/wachttijden',
      param: 'department',
      value: 'Maag-, darm- en leverziekten',
      slug: 'maag-darm-en-leverziekten',
    };
    expect(filterPagePath(page)).toBe('/wachttijden/department/maag-darm-en-leverziekten');
    expect(filterPageAddress(page)).toBe('/wachttijden?department=Maag-%2C+darm-+en+leverziekten');
  });

  it('read the build’s list and leave out what is not a filter page', () => {
    const good = { overview: '/specialisten', param: 'filter', value: 'Cardiologie', slug: 'cardiologie' };
    expect(
      readFilterPagesJson({
        pages: [
          good,
          { ...good, overview: '/nieuws' },
          { ...good, param: 'filter2' },
          { ...good, slug: '../etc' },
          { ...good, value: ' ' },
          { ...good, value: 3 },
          null,
        ],
      }),
    ).toEqual([good]);
    expect(readFilterPagesJson(null)).toEqual([]);
    expect(readFilterPagesJson({ pages: 'x' })).toEqual([]);
  });
});
