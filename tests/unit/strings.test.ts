import { describe, expect, it } from 'vitest';
import { createTranslator, overlayStrings, BUNDLED_STRINGS } from '#src/i18n/translator.ts';
import { splitTaggedText } from '#src/lib/tagged-text.ts';
import { sellingPoints, MAX_SELLING_POINTS } from '#src/lib/home/selling-points.ts';
import { hasExactlySixTasks } from '#src/lib/home/quick-tasks.ts';
import nl from '../../src/i18n/nl.json' with { type: 'json' };
import en from '../../src/i18n/en.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

describe('UI strings', () => {
  it('Dutch and English bundles have the same keys', () => {
    expect(keys(en).sort()).toEqual(keys(nl).sort());
  });

  it('the CMS overlay replaces strings, keeps the rest and cannot change the shape', () => {
    const merged = overlayStrings({ a: 'A', group: { b: 'B', c: 'C' } }, { a: 'A2', group: { b: 'B2' }, extra: 'X', c: { nested: 'no' } });
    expect(merged).toEqual({ a: 'A2', group: { b: 'B2', c: 'C' }, extra: 'X', c: { nested: 'no' } });
    expect(overlayStrings({ a: 'A' }, { a: { deep: 'x' } })).toEqual({ a: 'A' });
    expect(overlayStrings({ g: { x: '1' } }, { g: 'flat' })).toEqual({ g: { x: '1' } });
  });

  it('translators for both languages live side by side', async () => {
    const tNl = await createTranslator('nl', BUNDLED_STRINGS.nl);
    const tEn = await createTranslator('en', BUNDLED_STRINGS.en);
    expect(tNl('notFound.title')).toBe('Pagina niet gevonden');
    expect(tEn('notFound.title')).toBe('Page not found');
    expect(tNl('header.submenuToggle', { title: 'Over ons' })).toBe('Submenu Over ons');
  });

  it('selling points: at most four, blank ones left out', async () => {
    const t = await createTranslator('nl', overlayStrings(BUNDLED_STRINGS.nl, { home: { sellingPoints: { '1': 'Dichtbij', '2': ' ', '3': 'Topklinisch', '4': 'Opleiding' } } }));
    expect(sellingPoints(t)).toEqual(['Dichtbij', 'Topklinisch', 'Opleiding']);
    expect(MAX_SELLING_POINTS).toBe(4);
  });

  it('quick tasks render only with exactly six', () => {
    expect(hasExactlySixTasks([1, 2, 3, 4, 5, 6])).toBe(true);
    expect(hasExactlySixTasks([1, 2, 3, 4, 5])).toBe(false);
    expect(hasExactlySixTasks([1, 2, 3, 4, 5, 6, 7])).toBe(false);
  });

  it('splits a sentence around its tagged link text', () => {
    expect(splitTaggedText('Ga naar de <homeLink>homepage</homeLink> of zoek.', 'homeLink')).toEqual({ before: 'Ga naar de ', tagged: 'homepage', after: ' of zoek.' });
    expect(splitTaggedText('Geen link', 'homeLink')).toEqual({ before: 'Geen link', tagged: '', after: '' });
  });
});
