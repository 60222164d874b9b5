import { describe, expect, it } from 'vitest';
import { createTranslator, overlayStrings, BUNDLED_STRINGS } from '#src/i18n/translator.ts';
import nl from '../../../src/i18n/nl.json' with { type: 'json' };
import en from '../../../src/i18n/en.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('UI strings', () => {
  it('Dutch and English bundles have the same keys', () => {
    expect(keys(en).sort()).toEqual(keys(nl).sort());
  });

  it('the CMS overlay replaces strings, keeps the rest and cannot change the shape', () => {
    const merged = overlayStrings(
      { a: 'A', group: { b: 'B', c: 'C' } },
      { a: 'A2', group: { b: 'B2' }, extra: 'X', c: { nested: 'no' } },
    );
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

  it('give the same answer for a string asked again, with or without values to fill in', async () => {
    const t = await createTranslator('nl', { greeting: 'Hallo {{name}}', group: { plain: 'Gewoon' } });
    expect(t('group.plain')).toBe('Gewoon');
    expect(t('group.plain')).toBe('Gewoon');
    expect(t('greeting', { name: 'Anna' })).toBe('Hallo Anna');
    expect(t('greeting', { name: 'Bram' })).toBe('Hallo Bram');
    expect(t('greeting')).toBe('Hallo {{name}}');
    expect(t('greeting', { name: 'Cor' })).toBe('Hallo Cor');
    expect(t('missing.key')).toBe('missing.key');
  });
});

describe('CMS strings the site does not have', () => {
  it('are the keys the bundle lacks or has with another shape', async () => {
    const { unknownOverlayKeys } = await import('#src/i18n/translator.ts');
    const bundled = { a: 'A', group: { b: 'B' }, flat: 'F' };
    expect(
      unknownOverlayKeys(bundled, { a: 'A2', group: { b: 'B2', c: 'C' }, extra: 'X', flat: { deep: 'D' } }),
    ).toEqual(['group.c', 'extra', 'flat']);
    expect(unknownOverlayKeys(bundled, undefined)).toEqual([]);
    expect(unknownOverlayKeys(BUNDLED_STRINGS.nl, { azOverviews: { other: 'Overig' } })).toEqual(['azOverviews.other']);
  });
});
