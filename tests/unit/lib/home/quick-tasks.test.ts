import { describe, expect, it } from 'vitest';
import { hasExactlySixTasks } from '#src/lib/home/quick-tasks.ts';

describe('UI strings', () => {
  it('quick tasks render only with exactly six', () => {
    expect(hasExactlySixTasks([1, 2, 3, 4, 5, 6])).toBe(true);
    expect(hasExactlySixTasks([1, 2, 3, 4, 5])).toBe(false);
    expect(hasExactlySixTasks([1, 2, 3, 4, 5, 6, 7])).toBe(false);
  });
});
