/**
 * The hospital as an organisation, for structured data (schema.org): the home page's `Hospital`,
 * and the employer, publisher, organiser and parent organisation that other pages point to. The
 * CMS has no call for it, so it is written down here once.
 */

export type PostalAddressParts = {
  streetAddress: string;
  postalCode: string;
  addressLocality: string;
  addressCountry: string;
};

export type HospitalInfo = {
  name: string;
  /** International format (`+31 23 ...`). */
  telephone: string;
  address: PostalAddressParts;
  email: string | null;
  /** The logo as a site path. */
  logoPath: string;
  /** The hospital's profiles elsewhere (social media). */
  sameAs: readonly string[];
};

export const HOSPITAL: HospitalInfo = {
  name: 'Spaarne Gasthuis',
  telephone: '+31 23 224 0000',
  address: {
    streetAddress: 'Boerhaavelaan 22',
    postalCode: '2035 RC',
    addressLocality: 'Haarlem',
    addressCountry: 'NL',
  },
  email: 'info@spaarnegasthuis.nl',
  logoPath: '/favicon.svg',
  sameAs: [],
};

/**
 * A Dutch address as the CMS writes it (`Boerhaavelaan 22, 2035 RC Haarlem`) in its parts; null
 * when it does not have that form (the caller then uses the text as it is).
 */
export function parseDutchAddress(text: string): PostalAddressParts | null {
  const match = /^\s*(.+?),\s*(\d{4}\s?[A-Za-z]{2})\s+(.+?)\s*$/.exec(text);
  if (!match) return null;
  const [, street = '', postcode = '', city = ''] = match;
  const postalCode = `${postcode.slice(0, 4)} ${postcode.slice(-2).toUpperCase()}`;
  return { streetAddress: street.trim(), postalCode, addressLocality: city, addressCountry: 'NL' };
}

/**
 * A phone number as editors type it (`023 224 0000`, `(023) 224 12 34`) in international form
 * (`+31 23 224 0000`); numbers already international or not Dutch-looking are kept (without
 * parentheses, and without the `(0)` of `+31 (0)23`).
 */
export function internationalPhone(number: string): string {
  const cleaned = number.replace(/\(0\)/g, '').replace(/[()]/g, '').replace(/\s+/g, ' ').trim();
  if (cleaned.startsWith('+')) return cleaned;
  if (cleaned.startsWith('00')) return `+${cleaned.slice(2)}`;
  if (cleaned.startsWith('0')) return `+31 ${cleaned.slice(1)}`;
  return cleaned;
}
