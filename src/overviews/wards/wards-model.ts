/**
 * The page model of /verpleegafdelingen and /verpleegafdelingen/{slug}: the location shown and every location with
 * wards.
 */
import type { ModelContext } from '#src/lib/models/page-model.ts';
import { overviewFrame, type OverviewFrame } from '#src/overviews/shared/overview-frame.ts';
import type { WardLocationWithWards } from '#src/overviews/wards/ward-locations.ts';
import { WARDS_PATH, wardsLocationPath } from '#src/overviews/wards/ward-locations.ts';

export type WardsOverviewModel = OverviewFrame & {
  pageType: 'wardsOverview';
  /** The location this page shows (null when no location has wards). */
  initial: WardLocationWithWards | null;
  /** Every location with wards (the chooser's options and the links to their pages); the first is the default. */
  locations: WardLocationWithWards[];
  /** The location of this page's own address: null for /verpleegafdelingen itself. */
  slug: string | null;
};
/** /verpleegafdelingen (the default location) or /verpleegafdelingen/{slug}. */
export function wardsOverviewModel(
  locations: WardLocationWithWards[],
  slug: string | null,
  ctx: ModelContext,
): WardsOverviewModel {
  const key = (name: string, values: Record<string, string> = {}) => ctx.t(`serviceOverviews.wards.${name}`, values);
  const initial = (slug ? locations.find((location) => location.slug === slug) : locations[0]) ?? null;
  const title = key('title');
  const frame = overviewFrame(ctx, {
    pageType: 'wardsOverview',
    title,
    intro: key('intro'),
    alternates: { nl: slug ? wardsLocationPath(slug) : WARDS_PATH },
    documentTitle: slug && initial ? key('locationTitle', { location: initial.title }) : title,
  });
  return { ...frame, pageType: 'wardsOverview', initial, locations, slug };
}
