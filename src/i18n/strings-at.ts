/**
 * Island strings as a typed subtree of a language's UI strings: `stringsAt(tree, 'blocks.bmi')` is
 * the group at that path of the merged strings (bundled, overlaid by the CMS's), typed from the
 * shape of nl.json (en.json has the same shape: tests/unit/i18n/strings-at.test.ts). The group is copied
 * to exactly that shape, so an island's props hold what its type says and nothing else.
 *
 * The strings are the raw values: a `{{name}}` placeholder reaches the island as it is, to be
 * filled with `fillTemplate` (src/i18n/template.ts).
 */
import type { TranslationTree } from '#src/lib/contract/translations.ts';
import nl from './nl.json' with { type: 'json' };

/** The shape of the UI strings of either language. */
export type LocaleStrings = typeof nl;

/** The dotted paths of the groups (never of a single string) in a strings tree. */
type GroupPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? never : K | `${K}.${GroupPaths<T[K]>}`;
}[keyof T & string];

type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** A path to a group of the UI strings, e.g. `'serviceOverviews.waitingTimes'`. */
export type StringsPath = GroupPaths<LocaleStrings>;

/**
 * The type of the group at a path, e.g. `StringsAt<'pagination'>` is `{ label: string; previous: string; next: string;
 * page: string }`.
 */
export type StringsAt<P extends StringsPath> = At<LocaleStrings, P>;

const REFERENCE: TranslationTree = nl;

function groupAt(tree: TranslationTree, path: string, what: string): TranslationTree {
  let node: string | TranslationTree = tree;
  let reached = '';
  for (const key of path.split('.')) {
    reached = reached ? `${reached}.${key}` : key;
    const child: string | TranslationTree | undefined = typeof node === 'string' ? undefined : node[key];
    if (child === undefined)
      throw new Error(`UI strings: ${what} has no '${reached}' (looking for the group '${path}')`);
    node = child;
  }
  if (typeof node === 'string') throw new Error(`UI strings: '${path}' in ${what} is a string, not a group`);
  return node;
}

/** `group` copied to the shape of `shape`: every key of it, no other; throws where `group` lacks one. */
function conform(group: TranslationTree, shape: TranslationTree, path: string): TranslationTree {
  const copy: TranslationTree = {};
  for (const [key, expected] of Object.entries(shape)) {
    const value = group[key];
    const at = `${path}.${key}`;
    if (value === undefined) throw new Error(`UI strings: '${at}' is missing`);
    if (typeof expected === 'string') {
      if (typeof value !== 'string') throw new Error(`UI strings: '${at}' is a group, not a string`);
      copy[key] = value;
    } else {
      if (typeof value === 'string') throw new Error(`UI strings: '${at}' is a string, not a group`);
      copy[key] = conform(value, expected, at);
    }
  }
  return copy;
}

/**
 * The group of `tree` at `path` (dotted keys), with the keys nl.json has there. Throws a clear
 * error when the path is missing, leads to a string, or the group lacks a key of that shape.
 */
export function stringsAt<P extends StringsPath>(tree: TranslationTree, path: P): StringsAt<P> {
  const shape = groupAt(REFERENCE, path, 'nl.json');
  // Checked key by key against nl.json's group at the same path, whose type StringsAt<P> is.
  return conform(groupAt(tree, path, 'the strings'), shape, path) as StringsAt<P>;
}
