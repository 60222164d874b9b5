/**
 * The home page's model: hero image and title, the six quick tasks, up to four
 * selling points and the patient-portal link from the strings, and the page's own content. Pure.
 */
import { homePath } from '#src/i18n/locales.ts';
import type { HomePage } from '#src/lib/contract/index.ts';
import type { LinkRules } from '#src/lib/content/link-rules.ts';
import { sanitizeRichText } from '#src/lib/content/sanitize.ts';
import { hasExactlySixTasks } from '#src/lib/home/quick-tasks.ts';
import { titleSource } from '#src/lib/page-title.ts';
import { sellingPoints } from '#src/lib/home/selling-points.ts';
import { hospitalStructuredData } from '#src/lib/seo/structured-data.ts';
import type { HomePageModel, ModelContext } from '#src/lib/models/page-model.ts';
import { imageModel } from '#src/lib/models/page-details.ts';

export function homePageModel(page: HomePage, ctx: ModelContext, links: LinkRules): HomePageModel {
  const { t, locale } = ctx;
  return {
    pageType: 'home',
    head: {
      pageType: 'home',
      locale,
      title: titleSource(page),
      description: page.HeaderDescription ?? page.TeaserDescription,
      alternates: { nl: homePath('nl'), en: homePath('en') },
      modified: page.ModifiedDate,
    },
    hero: { title: page.HeaderTitle ?? page.Title, intro: page.HeaderDescription, image: imageModel(page.HeaderImage) },
    quickTasks: hasExactlySixTasks(page.TopTasks)
      ? page.TopTasks.map((task) => ({ title: task.Title, href: task.Url, icon: task.Icon }))
      : [],
    sellingPoints: sellingPoints(t),
    patientPortal: {
      title: t('home.patientPortal.title'),
      text: t('home.patientPortal.text'),
      label: t('home.patientPortal.label'),
      url: t('home.patientPortal.url'),
    },
    contentHtml: page.Content ? sanitizeRichText(page.Content, links) : '',
    structuredData: hospitalStructuredData(page, locale, ctx.site, { contentApiUrl: ctx.contentApiUrl }),
  };
}
