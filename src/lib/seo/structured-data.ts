/**
 * schema.org structured data (JSON-LD) for the pages search engines show richly: the hospital on
 * the home pages, physicians on specialist pages, news articles, events and the hospital's
 * locations, and the breadcrumbs of every page that shows them. Pure builders from the page's
 * fields; `structuredDataFor` picks one by page type and answers null for the other types. Print
 * the result with `src/components/seo/StructuredData.astro`.
 *
 * Images are given as one width variant of the CMS image, as an absolute URL on the site
 * (the build copies every image that JSON-LD names, see scripts/build/collect-media-paths.ts).
 */
import { homePath, languageTag, type Locale } from '#src/i18n/locales.ts';
import type { CmsImage, Page } from '#src/lib/contract/index.ts';
import { imageVariantUrl, type ImageVariant } from '#src/lib/contract/images.ts';
import { mediaPath } from '#src/lib/media-path.ts';
import type { SiteNode } from '#src/lib/crawl/graph-types.ts';
import type { Crumb } from '#src/lib/models/breadcrumbs.ts';
import { medicalSpecialtyUrls } from '#src/lib/seo/medical-specialties.ts';
import {
  HOSPITAL,
  internationalPhone,
  parseDutchAddress,
  type HospitalInfo,
  type PostalAddressParts,
} from '#src/lib/seo/hospital.ts';

export const SCHEMA_CONTEXT = 'https://schema.org';

/** One JSON-LD object (a plain JSON value). */
export type JsonLd = { [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | JsonLd | readonly JsonLdValue[];

export type StructuredDataOptions = {
  /** The hospital as organisation (defaults to HOSPITAL). */
  hospital?: HospitalInfo;
  /** The CMS root, so that CMS image URLs become site paths (defaults to CONTENT_API_URL). */
  contentApiUrl?: string | undefined;
};

/** The image variant named in structured data: wide enough for search results (spec 3 variant). */
export const STRUCTURED_DATA_IMAGE_VARIANT: ImageVariant = '1280w';

type Context = { site: URL; hospital: HospitalInfo; contentApiUrl: string | undefined };

/** Leaves out keys whose value is null, undefined, an empty string or an empty list. */
function compact(object: Record<string, JsonLdValue | null | undefined>): JsonLd {
  const result: JsonLd = {};
  for (const [key, value] of Object.entries(object)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    result[key] = value as JsonLdValue;
  }
  return result;
}

function absolute(pathOrUrl: string, site: URL): string {
  return new URL(pathOrUrl, site).href;
}

/** A CMS image as an absolute URL of its structured-data variant. */
export function imageUrl(
  image: CmsImage | null | undefined,
  context: Pick<Context, 'site' | 'contentApiUrl'>,
): string | null {
  if (!image?.Url) return null;
  const path = mediaPath(image.Url, context.contentApiUrl);
  const variant = path.startsWith('/media/') ? imageVariantUrl(path, STRUCTURED_DATA_IMAGE_VARIANT) : path;
  return absolute(variant, context.site);
}

function hospitalId(site: URL): string {
  return absolute('/#hospital', site);
}

function postalAddress(parts: PostalAddressParts): JsonLd {
  return { '@type': 'PostalAddress', ...parts };
}

/** An address from the CMS: in its parts when it has the Dutch form, else as text. */
function addressFromText(text: string | null): JsonLdValue | null {
  if (!text?.trim()) return null;
  const parts = parseDutchAddress(text);
  return parts ? postalAddress(parts) : text.trim();
}

function logo(context: Context): JsonLd {
  return { '@type': 'ImageObject', url: absolute(context.hospital.logoPath, context.site) };
}

/** A reference to the hospital (employer, publisher, organiser, parent organisation). */
function hospitalReference(context: Context): JsonLd {
  return {
    '@type': 'Hospital',
    '@id': hospitalId(context.site),
    name: context.hospital.name,
    url: absolute('/', context.site),
  };
}

function pageUrl(route: string, site: URL): string {
  return absolute(route, site);
}

function headline(page: Page): string {
  return page.HeaderTitle?.trim() || page.Title;
}

function summary(page: Page): string | null {
  return page.TeaserDescription?.trim() || page.HeaderDescription?.trim() || null;
}

function contextFrom(site: URL, options: StructuredDataOptions): Context {
  return { site, hospital: options.hospital ?? HOSPITAL, contentApiUrl: options.contentApiUrl };
}

/** The home page: the hospital itself (name, url, logo, address, telephone). */
export function hospitalStructuredData(
  page: Page,
  locale: Locale,
  site: URL,
  options: StructuredDataOptions = {},
): JsonLd {
  const context = contextFrom(site, options);
  const { hospital } = context;
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Hospital',
    '@id': hospitalId(site),
    name: hospital.name,
    url: absolute(homePath(locale), site),
    logo: logo(context),
    image: imageUrl(page.HeaderImage, context),
    description: summary(page),
    address: postalAddress(hospital.address),
    telephone: hospital.telephone,
    email: hospital.email,
    sameAs: [...hospital.sameAs],
  });
}

/** A specialist's name with the academic title in front, as the CMS gives it (`dr. H.M. Bakker`). */
export function nameWithAcademicTitle(specialist: NonNullable<Page['Specialist']>): string {
  const name =
    specialist.Title.trim() ||
    [specialist.Name, specialist.Tussenvoegsel, specialist.Surname].filter(Boolean).join(' ');
  const title = specialist.AcademicTitle?.trim();
  return title && !name.toLowerCase().startsWith(title.toLowerCase()) ? `${title} ${name}` : name;
}

/**
 * A specialist page: the person. Doctors are a `Physician`, with the schema.org specialties of
 * their departments (none when the enumeration has no counterpart); other professionals (physician
 * assistants, nurse specialists) a `Person`. Both have their role as job title and work for the
 * hospital.
 */
export function physicianStructuredData(
  page: Page,
  route: string,
  site: URL,
  options: StructuredDataOptions = {},
): JsonLd | null {
  const specialist = page.Specialist;
  if (!specialist) return null;
  const context = contextFrom(site, options);
  const specialties = specialist.Doctor
    ? medicalSpecialtyUrls(specialist.Departments.map((department) => department.Title))
    : [];
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': specialist.Doctor ? ['Physician', 'Person'] : 'Person',
    name: nameWithAcademicTitle(specialist),
    honorificPrefix: specialist.AcademicTitle?.trim(),
    givenName: specialist.Name,
    familyName: [specialist.Tussenvoegsel, specialist.Surname].filter(Boolean).join(' '),
    jobTitle: specialist.Role,
    medicalSpecialty: specialties.length === 1 ? specialties[0] : specialties,
    knowsAbout: [...specialist.AreasOfFocus],
    image: imageUrl(specialist.Image ?? page.HeaderImage, context),
    url: pageUrl(route, site),
    worksFor: hospitalReference(context),
  });
}

/** A news item: the article (headline, date, author, image, publisher). */
export function newsArticleStructuredData(
  page: Page,
  route: string,
  locale: Locale,
  site: URL,
  options: StructuredDataOptions = {},
): JsonLd {
  const context = contextFrom(site, options);
  const author = page.Author
    ? compact({
        '@type': 'Person',
        name: page.Author.Title,
        jobTitle: page.Author.Role,
        image: imageUrl(page.Author.Image, context),
        url: page.Author.Link?.Url ? absolute(page.Author.Link.Url, site) : null,
      })
    : hospitalReference(context);
  const image = imageUrl(page.HeaderImage, context);
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'NewsArticle',
    headline: headline(page),
    description: summary(page),
    datePublished: page.PublicationDate,
    dateModified: page.ModifiedDate,
    inLanguage: languageTag(locale),
    author,
    image: image ? [image] : null,
    publisher: { ...hospitalReference(context), logo: logo(context) },
    mainEntityOfPage: pageUrl(route, site),
    url: pageUrl(route, site),
  });
}

/**
 * An agenda item: the event, online or at the location the page names, with its end when known; null without a date
 * (an event needs one).
 */
export function eventStructuredData(
  page: Page,
  route: string,
  locale: Locale,
  site: URL,
  options: StructuredDataOptions = {},
): JsonLd | null {
  if (!page.EventDate) return null;
  const context = contextFrom(site, options);
  const image = imageUrl(page.HeaderImage, context);
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Event',
    name: headline(page),
    description: summary(page),
    startDate: page.EventDate,
    endDate: endAfter(page.EventDate, page.EventEndDate),
    eventAttendanceMode: page.EventOnline
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    inLanguage: languageTag(locale),
    location: eventLocation(page, route, context),
    organizer: hospitalReference(context),
    image: image ? [image] : null,
    url: pageUrl(route, site),
  });
}

/**
 * Where an event takes place: online, its page (where visitors sign up and get the link); else the location the
 * CMS names, as a place with its address. Null when the CMS names none: the hospital as a guess would be untrue
 * for most events.
 */
function eventLocation(page: Page, route: string, context: Context): JsonLd | null {
  if (page.EventOnline) return { '@type': 'VirtualLocation', url: pageUrl(route, context.site) };
  if (!page.Location) return null;
  return compact({
    '@type': 'Place',
    name: clinicName(page.Location.Title, context.hospital),
    address: addressFromText(page.Location.Address),
  });
}

/** An event's end, when the CMS gives one that comes after its start. */
function endAfter(start: string, end: string | null): string | null {
  return end && Date.parse(end) > Date.parse(start) ? end : null;
}

/** A location's name as the hospital says it: `Spaarne Gasthuis Haarlem Zuid`. */
function clinicName(title: string, hospital: HospitalInfo): string {
  return title.toLowerCase().includes(hospital.name.toLowerCase()) ? title : `${hospital.name} ${title}`;
}

/** A location page: the clinic at that address (opening hours as text in the description). */
export function medicalClinicStructuredData(
  page: Page,
  route: string,
  site: URL,
  options: StructuredDataOptions = {},
): JsonLd | null {
  const location = page.Location;
  if (!location) return null;
  const context = contextFrom(site, options);
  const telephone = location.PhoneNumbers[0]?.PhoneNumber;
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'MedicalClinic',
    name: clinicName(location.Title, context.hospital),
    description: location.OpeningTimes?.trim() || null,
    address: addressFromText(location.Address),
    telephone: telephone ? internationalPhone(telephone) : null,
    email: location.Email,
    image: imageUrl(page.HeaderImage, context),
    url: pageUrl(route, site),
    parentOrganization: hospitalReference(context),
  });
}

/** The structured data of a page in the site graph, by its page type; null for types without any. */
export function structuredDataFor(
  node: Pick<SiteNode, 'route' | 'locale' | 'pageType' | 'page'>,
  siteUrl: URL,
  options: StructuredDataOptions = {},
): JsonLd | null {
  const page = node.page;
  switch (node.pageType) {
    case 'home':
      return hospitalStructuredData(page, node.locale, siteUrl, options);
    case 'specialist':
      return physicianStructuredData(page, node.route, siteUrl, options);
    case 'news':
      return newsArticleStructuredData(page, node.route, node.locale, siteUrl, options);
    case 'event':
      return eventStructuredData(page, node.route, node.locale, siteUrl, options);
    case 'location':
      return medicalClinicStructuredData(page, node.route, siteUrl, options);
    default:
      return null;
  }
}

/**
 * The breadcrumbs a page shows, as a `BreadcrumbList` with absolute URLs on the site: each crumb with a link, and
 * the page itself last (without an address: search engines take the page's own). A crumb shown without a link (an
 * ancestor that is no page) is no list item, as every item but the last needs an address. Null with fewer than two.
 */
export function breadcrumbListStructuredData(crumbs: readonly Crumb[], site: URL): JsonLd | null {
  const last = crumbs.at(-1);
  if (!last) return null;
  const linked = crumbs.slice(0, -1).filter((crumb) => crumb.href);
  const items = [
    ...linked.map((crumb) => ({ name: crumb.label, item: crumb.href ? absolute(crumb.href, site) : null })),
    { name: last.label, item: null },
  ];
  if (items.length < 2) return null;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((entry, index) =>
      compact({ '@type': 'ListItem', position: index + 1, name: entry.name, item: entry.item }),
    ),
  };
}

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: `<`, `>` and `&` (and the line
 * separators JavaScript does not allow in strings) escaped, so no value can end the script element.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
