import { z } from 'zod';

/** A tree of UI strings: every leaf is a string (i18next resource format). */
export type TranslationTree = { [key: string]: string | TranslationTree };

export const translationTreeSchema: z.ZodType<TranslationTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), translationTreeSchema])),
);

/**
 * GET /api/v1/sharepoint/translations.json: the CMS's UI strings per language.
 * Either language may be missing; the bundled strings fill every gap.
 */
export const translationsSchema = z.object({
  nl: translationTreeSchema.optional(),
  en: translationTreeSchema.optional(),
});

export type Translations = z.infer<typeof translationsSchema>;
