/** Spec 2.8: a link to a maps-service search built from the address, the location's title and the hospital's name. */

export const MAPS_SEARCH_URL = 'https://www.google.com/maps/search/';

export function mapsSearchUrl(parts: {
  address: string | null | undefined;
  locationTitle: string;
  hospitalName: string;
}): string {
  const query = [parts.address, parts.locationTitle, parts.hospitalName]
    .map((part) => (part ?? '').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .join(', ');
  return `${MAPS_SEARCH_URL}?${new URLSearchParams({ api: '1', query }).toString()}`;
}
