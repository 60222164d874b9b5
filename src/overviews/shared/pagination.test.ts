import { describe, expect, it } from 'vitest';
import { pageCount, paginationWindow } from '#src/overviews/shared/pagination.ts';

const render = (current: number, pages: number) =>
  paginationWindow(current, pages)
    .map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
    .join(' ');

describe('pagination window', () => {
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
