import { describe, expect, it } from 'vitest';
import { relatedContent } from '#src/blocks/relatedContent/descriptor.ts';

const value = { title: 'Gerelateerd', source: 'tags' as const, values: ['Hart', 'Vaten'] };
const item = { title: 'Open dag', url: '/agenda/open-dag', intro: null, image: null, eventDate: '2024-06-01' };

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) =>
  relatedContent.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the relatedContent block', () => {
  it('accepts a source with its values, and refuses an unknown source or no values', () => {
    expect(relatedContent.schema.parse(value)).toEqual(value);
    expect(refused({ ...value, source: 'ward' })).toEqual(['source']);
    expect(refused({ ...value, values: [] })).toEqual(['values']);
  });

  it('asks for the teasers of its source and values', () => {
    expect(relatedContent.calls?.(value)).toEqual({ related: [{ source: 'tags', values: ['Hart', 'Vaten'] }] });
  });

  it('shows nothing when no teaser came back', () => {
    expect(relatedContent.showsNothing).toBeUndefined();
    expect(relatedContent.showsNothingWith?.([])).toBe(true);
    expect(relatedContent.showsNothingWith?.([item])).toBe(false);
  });

  it('carries no links in its value, gets no anchor and records no link clicks', () => {
    expect(relatedContent.links).toBeUndefined();
    expect(relatedContent.inAnchorMenu).toBe(false);
    expect(relatedContent.clickEvent).toBeNull();
  });
});
