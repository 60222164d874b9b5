/**
 * The locations of a location block as they show: each location's page, address,
 * maps link and clinics, from locations/{forPage}/{slug} and each location's own page (its address).
 */
import type { LocationEntry } from '#src/lib/contract/locations.ts';
import { telHref } from '#src/lib/phone.ts';
import { locationRoute, slugOf } from '#src/lib/routing/routes.ts';
import type { BlockLoadContext } from '#src/blocks/shared/load-context.ts';
import { mapsSearchUrl } from '#src/blocks/shared/maps.ts';
import { locationForPageSchema, blockTitleSchema } from '#src/blocks/shared/values.ts';
import { z } from 'zod';

export const locationValueSchema = z.object({
  title: blockTitleSchema,
  forPage: locationForPageSchema,
  slug: z.string().min(1),
});

export type LocationCard = {
  title: string;
  href: string;
  address: string | null;
  mapsHref: string;
  clinics: Array<{
    kind: LocationEntry['Clinics'][number]['Kind'];
    title: string;
    /** `label` null: the block's own word for a phone number. */
    phones: Array<{ label: string | null; number: string; href: string }>;
    openingTimes: string | null;
    visitingTimes: string | null;
    route: string | null;
  }>;
};

function locationCard(entry: LocationEntry, address: string | null, siteName: string): LocationCard {
  return {
    title: entry.Location.Title,
    href: locationRoute(entry.Location),
    address,
    mapsHref: mapsSearchUrl({ address, locationTitle: entry.Location.Title, hospitalName: siteName }),
    clinics: entry.Clinics.map((clinic) => ({
      kind: clinic.Kind,
      title: clinic.Title,
      phones: clinic.PhoneNumber.map((phone) => ({
        label: phone.Description || phone.Title || null,
        number: phone.PhoneNumber,
        href: telHref(phone.PhoneNumber),
      })),
      openingTimes: clinic.OpeningTime,
      visitingTimes: clinic.VisitTime,
      route: clinic.Route,
    })),
  };
}

export async function loadLocationCards(
  value: z.output<typeof locationValueSchema>,
  context: BlockLoadContext,
): Promise<LocationCard[]> {
  const result = await context.api.locationsFor(value.forPage, value.slug);
  let entries: LocationEntry[] = [];
  if (result.state === 'loaded') entries = result.data;
  else context.failed(`locations of ${value.forPage} "${value.slug}"`, result.status);
  return Promise.all(
    entries.map(async (entry) => {
      const page = await context.api.locationOrGeneralPage(slugOf(entry.Location));
      return locationCard(
        entry,
        page.state === 'loaded' ? (page.data.Location?.Address ?? null) : null,
        context.siteName,
      );
    }),
  );
}
