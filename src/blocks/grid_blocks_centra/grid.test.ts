import { describe, expect, it } from 'vitest';
import { centraGridShows } from '#src/blocks/grid_blocks_centra/grid.ts';

describe('centre link grid', () => {
  it('renders only with exactly 3 items', () => {
    expect(centraGridShows([])).toBe(false);
    expect(centraGridShows([1, 2])).toBe(false);
    expect(centraGridShows([1, 2, 3])).toBe(true);
    expect(centraGridShows([1, 2, 3, 4])).toBe(false);
  });
});
