import { describe, expect, it } from 'vitest';
import { sortByLocationOrder } from '#src/overviews/shared/location-order.ts';

describe('sorting by the location order', () => {
  const item = (location: string, id: number) => ({ location, id });

  it('puts the main locations first, then the others in the spec order, unknown ones A to Z', () => {
    const items = [
      item('Zandvoort', 1),
      item('Alsmeer', 2),
      item('Hoofddorp', 3),
      item('Bennebroek', 4),
      item('Haarlem Zuid', 5),
      item('Haarlem Noord', 6),
      item('Heemstede', 7),
    ];
    expect(sortByLocationOrder(items, (entry) => entry.location).map((entry) => entry.location)).toEqual([
      'Haarlem Zuid',
      'Hoofddorp',
      'Haarlem Noord',
      'Alsmeer',
      'Heemstede',
      'Bennebroek',
      'Zandvoort',
    ]);
  });

  it('keeps the order of items of one location and leaves the input alone', () => {
    const items = [item('Hoofddorp', 1), item('Haarlem Zuid', 2), item('Hoofddorp', 3)];
    expect(sortByLocationOrder(items, (entry) => entry.location).map((entry) => entry.id)).toEqual([2, 1, 3]);
    expect(items.map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(sortByLocationOrder([], (entry: { location: string }) => entry.location)).toEqual([]);
  });
});
