import { describe, expect, it } from 'vitest';
import { parseIndexShards, shardsForLanguage } from '#src/overviews/search/index-shards.ts';

describe("the index's shards file", () => {
  const shards = {
    'nl-nl': ['nl-nl-section-nieuws-1-0123456789abcdef', 'nl-nl-smaller-sections-1-fedcba9876543210'],
    'en-gb': ['en-gb-smaller-sections-1-00aa'],
  };

  it('reads what the build writes', () => {
    expect(parseIndexShards(JSON.parse(JSON.stringify(shards)))).toEqual(shards);
  });

  it('refuses anything else, naming what is wrong', () => {
    expect(() => parseIndexShards(null)).toThrow(/not an object/);
    expect(() => parseIndexShards([])).toThrow(/not an object/);
    expect(() => parseIndexShards({ 'nl-nl': [] })).toThrow(/nl-nl: not a list/);
    expect(() => parseIndexShards({ 'nl-nl': ['../../etc'] })).toThrow(/nl-nl: not a list/);
    expect(() => parseIndexShards({ 'nl-nl': ['https://elders.example/x'] })).toThrow(/nl-nl/);
    expect(() => parseIndexShards(JSON.parse('{"__proto__": ["nl-nl-x"]}'))).toThrow(/"__proto__" is not a language/);
  });

  it("gives the shards of a page's language as Pagefind picks its index: the tag, else the same primary language", () => {
    expect(shardsForLanguage(shards, 'nl-NL')).toEqual(shards['nl-nl']);
    expect(shardsForLanguage(shards, 'en-GB')).toEqual(shards['en-gb']);
    expect(shardsForLanguage(shards, 'en-US')).toEqual(shards['en-gb']);
    expect(() => shardsForLanguage(shards, 'de-DE')).toThrow(/no shards for de-DE/);
  });
});
