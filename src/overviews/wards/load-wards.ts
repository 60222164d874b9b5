/**
 * The ward overview's data, once per build: every location page of the site graph, its id
 * resolved with `locations/getId/{location}`, its wards (`locations/departments`) as
 * tiles, and the name -> id map the browser uses instead of that call. A location whose id or wards
 * cannot be loaded is reported and shown without wards; the build goes on.
 */
import { fetchLocationId, fetchWards } from '#src/lib/api/locations.ts';
import type { BuildContext } from '#src/lib/build/context.ts';
import { slugOf } from '#src/lib/routing/routes.ts';
import { sortByLocationOrder } from '#src/overviews/shared/location-order.ts';
import {
  GENERAL_VISITING_TIMES_PATH,
  chooserLocations,
  locationNames,
  type WardLocationWithWards,
  type WardsData,
} from '#src/overviews/wards/ward-locations.ts';
import { wardTile } from '#src/overviews/wards/wards.ts';
import { wardsOverviewModel, type WardsOverviewModel } from '#src/overviews/wards/wards-model.ts';
import { modelContext } from '#src/lib/models/load-page.ts';

async function build(ctx: BuildContext): Promise<WardsData> {
  const nodes = (await ctx.siteGraph())?.nodes ?? new Map();
  const generalVisitingTimes = nodes.has(GENERAL_VISITING_TIMES_PATH) ? GENERAL_VISITING_TIMES_PATH : null;
  const pages = sortByLocationOrder(
    [...nodes.values()].filter((node) => node.locale === 'nl' && node.pageType === 'location' && node.page.Location),
    (node) => node.page.Location?.Title ?? '',
  );

  const entries = await Promise.all(
    pages.map(async (node) => {
      const page = node.page;
      const location = page.Location;
      if (!location) return null;
      const id = await fetchLocationId(location.Title, ctx.content);
      if (id.state !== 'loaded') {
        ctx.report.add(
          'ward overview',
          `location "${location.Title}" (${node.route}) has no id (${id.status}); left out of /verpleegafdelingen`,
        );
        return null;
      }
      const wards = await fetchWards(id.data, ctx.content);
      if (wards.state !== 'loaded')
        ctx.report.add(
          'ward overview',
          `wards of location "${location.Title}" (id ${id.data}) could not be loaded (${wards.status}); shown without wards`,
        );
      const visitingTimesHref = location.VisitingTimes?.trim() ? node.route : generalVisitingTimes;
      const entry: WardLocationWithWards = {
        id: id.data,
        title: location.Title,
        slug: slugOf(location) || slugOf({ Path: node.route }),
        wards: wards.state === 'loaded' ? wards.data.map((ward) => wardTile(ward, visitingTimesHref)) : [],
      };
      return { entry, names: [location.Title, entry.slug, page.HeaderTitle ?? '', page.Title] };
    }),
  );
  const found = entries.filter((entry): entry is NonNullable<typeof entry> => entry !== null);
  return {
    locations: found.map(({ entry }) => entry),
    names: locationNames(found.map(({ entry, names }) => ({ id: entry.id, names }))),
  };
}

export function loadWardsData(ctx: BuildContext): Promise<WardsData> {
  return ctx.once('wards overview', () => build(ctx));
}

/** The locations that get a static page and an option in the chooser; the first is the overview's default. */
export async function wardPageLocations(ctx: BuildContext): Promise<WardLocationWithWards[]> {
  return chooserLocations((await loadWardsData(ctx)).locations);
}

/** /verpleegafdelingen (the default location) or /verpleegafdelingen/{slug}. */
export async function loadWardsOverviewModel(ctx: BuildContext, slug: string | null): Promise<WardsOverviewModel> {
  return wardsOverviewModel(await wardPageLocations(ctx), slug, await modelContext(ctx, 'nl'));
}
