/**
 * The CMS's UI strings (GET sharepoint/translations.json) include addresses: the header's utility
 * links, the footer's legal and social links, the patient portal, the cookie statement; their keys
 * are `url` or end in `Url`. They pass the one URL policy like every other URL from the CMS: a
 * refused one is left out of the overlay, so the bundled address stays, and is named for the report.
 */
import type { TranslationTree } from '#src/lib/contract/translations.ts';
import { checkCmsUrl } from '#src/lib/security/url-policy.ts';

/** A key whose string is an address. */
const URL_KEY = /^url$|Url$/;

export type RefusedStringUrl = { key: string; value: string; reason: string };

/**
 * The overlay with every address the URL policy refuses left out (allowed ones as a browser reads them), and what was
 * left out.
 */
export function checkTranslationUrls(
  overlay: TranslationTree | undefined,
  prefix = '',
): { overlay: TranslationTree | undefined; refused: RefusedStringUrl[] } {
  if (!overlay) return { overlay, refused: [] };
  const refused: RefusedStringUrl[] = [];
  const checked: TranslationTree = {};
  for (const [key, value] of Object.entries(overlay)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'object') {
      const inner = checkTranslationUrls(value, `${path}.`);
      refused.push(...inner.refused);
      if (inner.overlay) checked[key] = inner.overlay;
    } else if (URL_KEY.test(key) && value !== '') {
      const verdict = checkCmsUrl(value);
      if (verdict.allowed) checked[key] = verdict.href;
      else refused.push({ key: path, value, reason: verdict.reason });
    } else {
      checked[key] = value;
    }
  }
  return { overlay: checked, refused };
}
