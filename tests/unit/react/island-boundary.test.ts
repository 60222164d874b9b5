import { describe, expect, it } from 'vitest';
import { FALLBACK_STRINGS, fallbackStrings } from '#src/react/IslandBoundary.tsx';

describe('the fallback widget’s language', () => {
  it('follows the page: English for en-GB, Dutch otherwise', () => {
    expect(fallbackStrings('en-GB')).toBe(FALLBACK_STRINGS.en);
    expect(fallbackStrings('nl-NL')).toBe(FALLBACK_STRINGS.nl);
    expect(fallbackStrings('nl')).toBe(FALLBACK_STRINGS.nl);
    expect(fallbackStrings(undefined)).toBe(FALLBACK_STRINGS.nl);
  });
});
