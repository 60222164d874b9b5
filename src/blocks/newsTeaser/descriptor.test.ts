import { describe, expect, it } from 'vitest';
import { newsTeaser } from '#src/blocks/newsTeaser/descriptor.ts';

const value = { title: 'Laatste nieuws', slugs: ['nieuw-gebouw', 'open-dag'] };
const item = { title: 'Nieuw gebouw', href: '/nieuws/nieuw-gebouw', date: '2024-05-01' };

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) =>
  newsTeaser.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the newsTeaser block', () => {
  it('accepts news items by slug, and refuses an empty slug', () => {
    expect(newsTeaser.schema.parse(value)).toEqual(value);
    expect(refused({ ...value, slugs: ['open-dag', ''] })).toEqual(['slugs.1']);
  });

  it('asks for its news items by slug', () => {
    expect(newsTeaser.calls?.(value)).toEqual({ newsSlugs: ['nieuw-gebouw', 'open-dag'] });
  });

  it('shows nothing without slugs, or when no news item came back', () => {
    expect(newsTeaser.showsNothing?.({ title: 'Nieuws', slugs: [] })).toBe(true);
    expect(newsTeaser.showsNothing?.(value)).toBe(false);
    expect(newsTeaser.showsNothingWith?.([])).toBe(true);
    expect(newsTeaser.showsNothingWith?.([item])).toBe(false);
  });

  it('carries no links in its value, gets an anchor and records no link clicks', () => {
    expect(newsTeaser.links).toBeUndefined();
    expect(newsTeaser.inAnchorMenu).toBe(true);
    expect(newsTeaser.clickEvent).toBeNull();
  });
});
