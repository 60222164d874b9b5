import { describe, expect, it } from 'vitest';
import { splitTaggedText } from '#src/lib/tagged-text.ts';

describe('UI strings', () => {
  it('splits a sentence around its tagged link text', () => {
    expect(splitTaggedText('Ga naar de <homeLink>homepage</homeLink> of zoek.', 'homeLink')).toEqual({
      before: 'Ga naar de ',
      tagged: 'homepage',
      after: ' of zoek.',
    });
    expect(splitTaggedText('Geen link', 'homeLink')).toEqual({ before: 'Geen link', tagged: '', after: '' });
  });
});
