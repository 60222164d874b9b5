/** The page model of /contact: every location and the general contact pages. */
import type { ModelContext } from '#src/lib/models/page-model.ts';
import { overviewFrame, type OverviewFrame } from '#src/overviews/shared/overview-frame.ts';
import type { ContactLocation, ContactPageLink } from '#src/overviews/contact/contact.ts';

export type ContactOverviewModel = OverviewFrame & {
  pageType: 'contactOverview';
  locations: ContactLocation[];
  pages: ContactPageLink[];
};
export function contactOverviewModel(
  locations: ContactLocation[],
  pages: ContactPageLink[],
  ctx: ModelContext,
): ContactOverviewModel {
  const title = ctx.t('serviceOverviews.contact.title');
  const frame = overviewFrame(ctx, {
    pageType: 'contactOverview',
    title,
    intro: ctx.t('serviceOverviews.contact.intro'),
    crumb: ctx.t('sections.contact'),
    alternates: { nl: '/contact' },
  });
  return { ...frame, pageType: 'contactOverview', locations, pages };
}
