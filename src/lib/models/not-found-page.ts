/** The not-found page's model: a page the site makes itself, in each language, never indexed. */
import type { Locale } from '#src/i18n/locales.ts';
import type { BuildContext } from '#src/lib/build/context.ts';
import { modelContext } from '#src/lib/models/load-page.ts';
import type { ModelContext, PageHead } from '#src/lib/models/page-model.ts';

export type NotFoundPageModel = { pageType: 'notFound'; head: PageHead; title: string };
/** The not-found page of spec 2.7 (never indexed). */
export function notFoundPageModel(ctx: ModelContext): NotFoundPageModel {
  const title = ctx.t('notFound.title');
  return {
    pageType: 'notFound',
    head: {
      pageType: 'notFound',
      locale: ctx.locale,
      title: { Title: title },
      description: null,
      alternates: {},
      noindex: true,
    },
    title,
  };
}

export async function loadNotFoundPageModel(ctx: BuildContext, locale: Locale): Promise<NotFoundPageModel> {
  return notFoundPageModel(await modelContext(ctx, locale));
}
