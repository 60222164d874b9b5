/**
 * The pagination window of spec 2.5 and 9: the current page, two pages each side, the first and the
 * last page, and an ellipsis for each gap; nothing at all for one page or fewer.
 */

export const PAGINATION_WINDOW = 2;

export type PaginationItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

export function pageCount(total: number, pageSize: number): number {
  return total <= 0 ? 0 : Math.ceil(total / pageSize);
}

export function paginationWindow(current: number, pages: number, window: number = PAGINATION_WINDOW): PaginationItem[] {
  if (pages <= 1) return [];
  const page = Math.min(Math.max(1, current), pages);
  const shown = new Set<number>([1, pages]);
  for (let n = page - window; n <= page + window; n += 1) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}-${n}` });
    items.push({ kind: 'page', page: n, current: n === page });
  });
  return items;
}
