/**
 * Ward tiles from the CMS's wards (spec 3 "Ward"): the department's icon and title
 * ('Anesthesiologie' when the ward has no department), the phone numbers, the route text and the
 * visiting-times link when the ward has visiting times. Pure; used at build time.
 */
import type { WardEntry } from '#src/lib/contract/index.ts';
import { wardDepartmentTitle } from '#src/lib/api/locations.ts';
import type { WardTile } from '#src/overviews/wards/ward-locations.ts';

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function wardTile(ward: WardEntry, visitingTimesHref: string | null): WardTile {
  return {
    title: wardDepartmentTitle(ward),
    clinic: ward.Clinic.Title,
    icon: blankToNull(ward.Department?.Icon),
    phones: ward.Clinic.PhoneNumber.map((phone) => ({
      number: phone.PhoneNumber.trim(),
      description: blankToNull(phone.Description),
    })),
    route: blankToNull(ward.Clinic.Route),
    visitingTimesHref: blankToNull(ward.Clinic.VisitTime) ? visitingTimesHref : null,
  };
}
