/** The route parameter pattern for a site language: lower-case `nl` or `en`; anything else 404. */
export const LANGUAGE_PARAM = '{language:nl|en}';

export type Language = 'nl' | 'en';

export function languageParam(params: Readonly<Record<string, string>>): Language {
  const value = params['language'];
  if (value === 'nl' || value === 'en') return value;
  throw new Error(`Route parameter "language" must be nl or en, got ${String(value)}`);
}
