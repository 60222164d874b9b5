/** Link grids of spec 2.8: the centre variant renders only with exactly three items. */
export const CENTRA_GRID_ITEMS = 3;

export function centraGridShows(items: readonly unknown[]): boolean {
  return items.length === CENTRA_GRID_ITEMS;
}
