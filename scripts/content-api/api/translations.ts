import type { TranslationTree, Translations } from '../../../src/lib/api/schemas/translations.ts';
import { text } from '../db/rows.ts';
import { ok } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';

/** Puts `value` at the dotted `key` of `tree` (`home.sellingPoints.1` -> home > sellingPoints > 1). */
export function setDotted(tree: TranslationTree, key: string, value: string): void {
  const parts = key.split('.');
  const leaf = parts.pop();
  if (!leaf) throw new Error(`Empty translation key`);
  let node = tree;
  for (const part of parts) {
    const next = node[part];
    if (typeof next === 'string') throw new Error(`Translation key ${key} goes through the string at ${part}`);
    node = next ?? (node[part] = {});
  }
  node[leaf] = value;
}

/** GET /api/v1/sharepoint/translations.json: the CMS overlay of the UI strings per language. */
export const getTranslations: RouteHandler = (db) => {
  const result: Translations = {};
  for (const row of db.prepare('SELECT language, key, value FROM translations ORDER BY language DESC, key').all()) {
    const language = text(row, 'language');
    if (language !== 'nl' && language !== 'en') continue;
    setDotted((result[language] ??= {}), text(row, 'key'), text(row, 'value'));
  }
  return ok(result);
};

export const translationsRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: '/api/v1/sharepoint/translations.json', handler: getTranslations },
];
