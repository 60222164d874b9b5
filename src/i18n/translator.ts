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
export function unknownOverlayKeys(
  bundled: TranslationTree,
  overlay: TranslationTree | undefined,
  prefix = '',
): string[] {
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
  // A page asks for the same strings again and again (the frame's on every page): a string asked
  // for by key alone is looked up once and kept with this translator; calls with options (counts,
  // values to fill in) go to i18next each time.
  // TFunction is a branded type with overloads that a wrapper cannot spell out; this one passes
  // every argument on to i18next's t and gives back what it gives, hence the casts through unknown.
  const translate = instance.t as unknown as (...args: unknown[]) => unknown;
  const plain = new Map<string, unknown>();
  const t = (...args: unknown[]): unknown => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return translate(...args);
    if (!plain.has(key)) plain.set(key, translate(key));
    return plain.get(key);
  };
  return t as unknown as Translate;
}
