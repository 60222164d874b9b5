import { describe, expect, it } from 'vitest';
import { countSchema, searchResultsSchema } from '#src/lib/contract/index.ts';

describe('the search calls (page zero-based in the call)', () => {
  it('the answers are checked against the contract', () => {
    expect(countSchema.safeParse({ Count: 3 }).success).toBe(true);
    expect(countSchema.safeParse({ Count: '3' }).success).toBe(false);
    expect(searchResultsSchema.safeParse({ Rows: [], Suggestions: [] }).success).toBe(true);
    expect(searchResultsSchema.safeParse({ Rows: [{ title: 'x' }], Suggestions: [] }).success).toBe(false);
  });
});
