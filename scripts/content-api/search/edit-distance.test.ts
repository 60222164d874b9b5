import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('search helpers', () => {
  it('editDistance counts edits and swaps, and stops beyond the maximum', () => {
    expect(editDistance('kardiologie', 'cardiologie', 2)).toBe(1);
    expect(editDistance('hartdga', 'hartdag', 2)).toBe(1);
    expect(editDistance('abc', 'abc', 2)).toBe(0);
    expect(editDistance('abc', 'xyz', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
