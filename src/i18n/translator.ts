import i18next, { type TFunction } from 'i18next';
import type { TranslationTree } from '#src/lib/contract/translations.ts';
import en from './en.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };
import type { Locale } from '#src/i18n/locales.ts';

export const BUNDLED_STRINGS: Record<Locale, TranslationTree> = { nl, en };

/**
 * The bundled strings with the CMS's overlaid on top: a CMS string replaces the bundled one at the
 * same key; keys the CMS does not send keep their bundled value; a CMS string at a key where the
 * bundle has a group (or the other way round) is ignored, so the shape stays what the site expects.
 */
export function overlayStrings(bundled: TranslationTree, overlay: TranslationTree | undefined): TranslationTree {
  if (!overlay) return bundled;
  const merged: TranslationTree = { ...bundled };
  for (const [key, value] of Object.entries(overlay)) {
    const base = bundled[key];
    if (base === undefined) merged[key] = value;
    else if (typeof base === 'string' && typeof value === 'string') merged[key] = value;
    else if (typeof base === 'object' && typeof value === 'object') merged[key] = overlayStrings(base, value);
  }
  return merged;
}

/**
 * The keys of a CMS overlay that the bundled strings do not have, or have with another shape (a
 * string where the site has a group, or the other way round): the site never shows them, so an
 * editor's text there is lost. Dotted paths, in the overlay's order.
 */
export function unknownOverlayKeys(bundled: TranslationTree, overlay: TranslationTree | undefined, prefix = ''): string[] {
  if (!overlay) return [];
  return Object.entries(overlay).flatMap(([key, value]) => {
    const base = bundled[key];
    const path = `${prefix}${key}`;
    if (base === undefined || typeof base !== typeof value) return [path];
    return typeof base === 'object' && typeof value === 'object' ? unknownOverlayKeys(base, value, `${path}.`) : [];
  });
}

export type Translate = TFunction;

/** An i18next instance of its own for one language (never the global one: both languages render in one build). */
export async function createTranslator(locale: Locale, strings: TranslationTree): Promise<Translate> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: strings } },
    // Astro escapes what it prints; HTML strings go through the sanitiser instead.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance.t;
}
