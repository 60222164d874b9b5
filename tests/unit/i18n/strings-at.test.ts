import { describe, expect, expectTypeOf, it } from 'vitest';
import { stringsAt, type LocaleStrings, type StringsAt } from '#src/i18n/strings-at.ts';
import { BUNDLED_STRINGS, overlayStrings } from '#src/i18n/translator.ts';
import type { TranslationTree } from '#src/lib/contract/translations.ts';
import nl from '../../../src/i18n/nl.json' with { type: 'json' };
import en from '../../../src/i18n/en.json' with { type: 'json' };

/** The tree with every string replaced by 'string': two trees have the same shape when these are equal. */
function shape(tree: TranslationTree): unknown {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? 'string' : shape(value)]),
  );
}

describe('stringsAt', () => {
  it('English has exactly the shape of Dutch (the type of every subtree is read from nl.json)', () => {
    expect(shape(en)).toEqual(shape(nl));
    expect(Object.keys(en)).toEqual(Object.keys(nl));
    // The same at compile time: each is assignable to the other.
    expectTypeOf(en).toEqualTypeOf<LocaleStrings>();
  });

  it('returns the group at a path of the merged strings, typed from nl.json', () => {
    const pagination = stringsAt(BUNDLED_STRINGS.en, 'pagination');
    expect(pagination).toEqual({
      label: 'Pagination',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {{page}}',
    });
    expectTypeOf(pagination).toEqualTypeOf<{ label: string; previous: string; next: string; page: string }>();
    expectTypeOf(stringsAt(BUNDLED_STRINGS.nl, 'serviceOverviews.waitingTimes').kinds).toEqualTypeOf<
      StringsAt<'serviceOverviews.waitingTimes'>['kinds']
    >();
    expect(stringsAt(BUNDLED_STRINGS.nl, 'serviceOverviews.waitingTimes').kinds.Polikliniek).toBe(
      'Eerste afspraak op de polikliniek',
    );
  });

  it('keeps placeholders for the island to fill', () => {
    expect(stringsAt(BUNDLED_STRINGS.nl, 'blocks.media').consentTitle).toBe('Video van {{host}}');
  });

  it("takes the CMS's strings and keeps to the shape of nl.json", () => {
    const merged = overlayStrings(BUNDLED_STRINGS.nl, { pagination: { next: 'Verder', extra: 'niet van de site' } });
    expect(stringsAt(merged, 'pagination')).toEqual({
      label: 'Paginering',
      previous: 'Vorige pagina',
      next: 'Verder',
      page: 'Pagina {{page}}',
    });
  });

  it('returns a copy: changing it leaves the strings alone', () => {
    const tree = overlayStrings(BUNDLED_STRINGS.nl, undefined);
    const cookies = stringsAt(tree, 'cookies');
    cookies.categories['video-cookies'] = 'x';
    expect(stringsAt(tree, 'cookies').categories['video-cookies']).toBe(nl.cookies.categories['video-cookies']);
  });

  it('throws a clear error for a path that is missing or not a group', () => {
    expect(() => stringsAt({ site: { name: 'x' } }, 'pagination')).toThrow(
      "UI strings: the strings has no 'pagination' (looking for the group 'pagination')",
    );
    expect(() => stringsAt({ blocks: { carousel: 'x' } }, 'blocks.carousel')).toThrow(
      "UI strings: 'blocks.carousel' in the strings is a string, not a group",
    );
    expect(() => stringsAt({ pagination: { label: 'x', previous: 'x', next: 'x' } }, 'pagination')).toThrow(
      "UI strings: 'pagination.page' is missing",
    );
    expect(() =>
      stringsAt({ pagination: { label: 'x', previous: 'x', next: 'x', page: { a: 'b' } } }, 'pagination'),
    ).toThrow("UI strings: 'pagination.page' is a group, not a string");
    // Paths are checked at compile time too.
    // @ts-expect-error a string, not a group
    expect(() => stringsAt(BUNDLED_STRINGS.nl, 'site.name')).toThrow(
      "UI strings: 'site.name' in nl.json is a string, not a group",
    );
    // @ts-expect-error no such group
    expect(() => stringsAt(BUNDLED_STRINGS.nl, 'blocks.nothing')).toThrow(
      "UI strings: nl.json has no 'blocks.nothing'",
    );
  });
});
