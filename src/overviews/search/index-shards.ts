/**
 * The release's search index comes in shards (scripts/build/search-index.ts): each language's pages
 * in a few Pagefind indexes of their own, so that a publish indexes again only the shards whose pages
 * changed and shares the others with the release before. `/pagefind/shards.json` names each
 * language's shards; a search loads Pagefind's script from the first and merges the others into it
 * (Pagefind's `mergeIndex`), in the browser (release-index-browser.ts) and on the origin
 * (scripts/origin/release-index-worker.ts). Pure and browser-safe.
 */

/** Where the index lives under the site's root, and the file that names its shards. */
export const SEARCH_INDEX_FOLDER = 'pagefind';
export const INDEX_SHARDS_FILE = 'shards.json';

/** Each language's shards (Pagefind's language tag, lower case, as in `nl-nl`): folder names under /pagefind/. */
export type IndexShards = Record<string, string[]>;

/** A shard's folder name: lower-case letters, digits and hyphens, so it is safe in any address and path. */
const SHARD_NAME = /^[a-z0-9][a-z0-9-]*$/;

/** A language as Pagefind keys its indexes: `nl-nl`, `en-gb`, `unknown`. */
const LANGUAGE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The shards file as the build writes it; anything else is an error naming what is wrong. */
export function parseIndexShards(value: unknown): IndexShards {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${INDEX_SHARDS_FILE}: not an object of languages`);
  const shards: IndexShards = {};
  for (const [language, names] of Object.entries(value)) {
    if (!LANGUAGE.test(language))
      throw new Error(`${INDEX_SHARDS_FILE}: ${JSON.stringify(language)} is not a language`);
    if (
      !Array.isArray(names) ||
      names.length === 0 ||
      !names.every((name) => typeof name === 'string' && SHARD_NAME.test(name))
    )
      throw new Error(`${INDEX_SHARDS_FILE}: ${language}: not a list of shard folder names`);
    shards[language] = names as string[];
  }
  return shards;
}

/**
 * The shards to search for a page of `languageTag` (`<html lang>`), as Pagefind picks its index: the
 * language itself, else one of the same primary language (`nl` for `nl-be`). None is an error.
 */
export function shardsForLanguage(shards: IndexShards, languageTag: string): string[] {
  const tag = languageTag.toLowerCase();
  const primary = tag.split('-')[0];
  const found = shards[tag] ?? Object.entries(shards).find(([language]) => language.split('-')[0] === primary)?.[1];
  if (!found) throw new Error(`the search index has no shards for ${languageTag}`);
  return found;
}
