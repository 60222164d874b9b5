/**
 * The ten locations of spec 9 (ids 1..10) with their contact details and times, the clinics and
 * wards of the organisation at each, and a 'Locatie pagina' per location (route /contact/{slug}).
 */
import type { Clinic, LocationDetails } from '@ziekenhuis/site-for-content-api';
import type { WorldClinic, WorldLocation, WorldPage } from '../../world/types.ts';
import type { Random } from '../random.ts';
import {
  assembleContent,
  ctaBlock,
  expandableBlock,
  headerBlock,
  mediaBlock,
  mediaValue,
  phoneLookupBlock,
  textBlock,
  type ContentPart,
  type ExpandItem,
} from './blocks.ts';
import { SECTION } from './constants.ts';
import { ID_BASE, type WorldContext } from './context.ts';
import type { MainSite } from './organisation-catalogue.ts';
import type { Organisation, OrgUnit } from './organisation.ts';
import { MAIN_PHONE_NUMBER, extensionNumber } from './phone-numbers.ts';
import { makePage } from './page.ts';
import { html } from './text.ts';

type LocationSpec = {
  id: number;
  slug: string;
  title: string;
  main: boolean;
  street: string;
  postcodeCity: string;
  postalAddress: string | null;
  email: string | null;
  phones: ReadonlyArray<readonly [string, string]>;
  openingTimes: string;
  visitingTimes: string | null;
  polyclinicTimes: string;
  reach: string;
};

const WEEKDAYS = 'Maandag tot en met vrijdag';

/** The ten locations of spec 9, ids in the order of the spec. */
export const LOCATIONS: readonly LocationSpec[] = [
  {
    id: 1,
    slug: 'alsmeer',
    title: 'Alsmeer',
    main: false,
    street: 'Ophelialaan 124',
    postcodeCity: '1431 HM Aalsmeer',
    postalAddress: null,
    email: null,
    phones: [['023 224 6500', 'Polikliniek Aalsmeer']],
    openingTimes: `${WEEKDAYS}: 8.00 - 17.00 uur`,
    visitingTimes: null,
    polyclinicTimes: `${WEEKDAYS}: 8.30 - 16.30 uur`,
    reach:
      'De polikliniek ligt in het gezondheidscentrum aan de Ophelialaan. U parkeert gratis op het parkeerterrein achter het gebouw.',
  },
  {
    id: 2,
    slug: 'amsterdam',
    title: 'Amsterdam',
    main: false,
    street: 'Pieter Calandlaan 1a',
    postcodeCity: '1065 KH Amsterdam',
    postalAddress: null,
    email: null,
    phones: [['023 224 6600', 'Polikliniek Amsterdam Nieuw-West']],
    openingTimes: `${WEEKDAYS}: 8.00 - 17.00 uur`,
    visitingTimes: null,
    polyclinicTimes: `${WEEKDAYS}: 8.30 - 16.30 uur`,
    reach:
      'Tram 1 en 17 stoppen vlak voor de deur (halte Meer en Vaart). Betaald parkeren kan in de garage onder het winkelcentrum.',
  },
  {
    id: 3,
    slug: 'haarlem-noord',
    title: 'Haarlem Noord',
    main: true,
    street: 'Vondelweg 999',
    postcodeCity: '2026 BW Haarlem',
    postalAddress: 'Postbus 417, 2000 AK Haarlem',
    email: 'info@spaarnegasthuis.nl',
    phones: [
      [MAIN_PHONE_NUMBER, 'Algemeen nummer'],
      ['023 224 2000', 'Patiëntenservice'],
      ['023 224 2100', 'Bloedafname'],
    ],
    openingTimes:
      'Dag en nacht geopend. De hoofdingang is open van 7.00 tot 21.00 uur; daarna gaat u via de ingang van de huisartsenpost.',
    visitingTimes: 'Dagelijks van 15.00 tot 20.00 uur. Op sommige afdelingen gelden andere tijden.',
    polyclinicTimes: `${WEEKDAYS}: 8.00 - 17.00 uur`,
    reach:
      'Bus 3 en 73 stoppen bij de hoofdingang. U parkeert op het parkeerterrein voor het ziekenhuis; het eerste halfuur is gratis.',
  },
  {
    id: 4,
    slug: 'haarlem-zuid',
    title: 'Haarlem Zuid',
    main: true,
    street: 'Boerhaavelaan 22',
    postcodeCity: '2035 RC Haarlem',
    postalAddress: 'Postbus 417, 2000 AK Haarlem',
    email: 'info@spaarnegasthuis.nl',
    phones: [
      [MAIN_PHONE_NUMBER, 'Algemeen nummer'],
      ['023 224 1000', 'Spoedeisende Hulp'],
      ['023 224 1100', 'Patiëntenservice'],
    ],
    openingTimes:
      'Dag en nacht geopend. De hoofdingang is open van 6.30 tot 22.00 uur; daarna gaat u via de ingang van de Spoedeisende Hulp.',
    visitingTimes:
      'Dagelijks van 15.00 tot 20.00 uur. Op de Intensive Care, de Kinderafdeling en de Kraamafdeling gelden andere tijden.',
    polyclinicTimes: `${WEEKDAYS}: 8.00 - 17.00 uur`,
    reach:
      'Vanaf station Haarlem rijdt bus 2 tot de hoofdingang. Met de auto volgt u vanaf de A9 de borden Spaarne Gasthuis; u parkeert in de parkeergarage P1.',
  },
  {
    id: 5,
    slug: 'heemstede',
    title: 'Heemstede',
    main: false,
    street: 'Sportparklaan 2a',
    postcodeCity: '2103 VR Heemstede',
    postalAddress: null,
    email: null,
    phones: [['023 224 6700', 'Polikliniek Heemstede']],
    openingTimes: `${WEEKDAYS}: 8.00 - 17.00 uur`,
    visitingTimes: null,
    polyclinicTimes: `${WEEKDAYS}: 8.30 - 16.30 uur`,
    reach: 'Bus 2 stopt op 200 meter van de ingang. Parkeren is gratis op het terrein naast het gebouw.',
  },
  {
    id: 6,
    slug: 'hillegom',
    title: 'Hillegom',
    main: false,
    street: 'Hoofdstraat 120',
    postcodeCity: '2181 EP Hillegom',
    postalAddress: null,
    email: null,
    phones: [['023 224 6800', 'Polikliniek Hillegom']],
    openingTimes: `${WEEKDAYS}: 8.00 - 16.30 uur`,
    visitingTimes: null,
    polyclinicTimes: `${WEEKDAYS}: 8.30 - 16.00 uur`,
    reach:
      'De polikliniek zit in het gezondheidscentrum in het centrum van Hillegom. Parkeren kan met een blauwe zone-kaart.',
  },
  {
    id: 7,
    slug: 'hoofddorp',
    title: 'Hoofddorp',
    main: true,
    street: 'Spaarnepoort 1',
    postcodeCity: '2134 TM Hoofddorp',
    postalAddress: 'Postbus 770, 2130 AT Hoofddorp',
    email: 'info@spaarnegasthuis.nl',
    phones: [
      [MAIN_PHONE_NUMBER, 'Algemeen nummer'],
      ['023 890 8000', 'Spoedeisende Hulp'],
      ['023 890 8100', 'Patiëntenservice'],
    ],
    openingTimes:
      'Dag en nacht geopend. De hoofdingang is open van 6.30 tot 22.00 uur; daarna gaat u via de ingang van de Spoedeisende Hulp.',
    visitingTimes: 'Dagelijks van 15.00 tot 20.00 uur. Op de Intensive Care en de Kinderafdeling gelden andere tijden.',
    polyclinicTimes: `${WEEKDAYS}: 8.00 - 17.00 uur`,
    reach:
      'Het ziekenhuis ligt op tien minuten lopen van station Hoofddorp; de R-netbussen 300 en 356 stoppen voor de deur. U parkeert in de parkeergarage onder het ziekenhuis.',
  },
  {
    id: 8,
    slug: 'ijmuiden',
    title: 'IJmuiden',
    main: false,
    street: 'Zeeweg 161',
    postcodeCity: '1971 HC IJmuiden',
    postalAddress: null,
    email: null,
    phones: [['023 224 6900', 'Polikliniek IJmuiden']],
    openingTimes: `${WEEKDAYS}: 8.00 - 17.00 uur`,
    visitingTimes: null,
    polyclinicTimes: `${WEEKDAYS}: 8.30 - 16.30 uur`,
    reach: 'Bus 75 stopt bij de halte Zeeweg. Parkeren is gratis voor het gebouw.',
  },
  {
    id: 9,
    slug: 'nieuw-vennep',
    title: 'Nieuw-Vennep',
    main: false,
    street: 'Hoofdweg 1245',
    postcodeCity: '2153 AR Nieuw-Vennep',
    postalAddress: null,
    email: null,
    phones: [['023 224 7000', 'Polikliniek Nieuw-Vennep']],
    openingTimes: `${WEEKDAYS}: 8.00 - 17.00 uur`,
    visitingTimes: null,
    polyclinicTimes: `${WEEKDAYS}: 8.30 - 16.30 uur`,
    reach:
      'De polikliniek ligt in het gezondheidscentrum Getsewoud, vlak bij station Nieuw-Vennep. Parkeren is gratis.',
  },
  {
    id: 10,
    slug: 'velsen-noord',
    title: 'Velsen Noord',
    main: false,
    street: 'Wenckebachstraat 1',
    postcodeCity: '1951 JZ Velsen-Noord',
    postalAddress: 'Postbus 1074, 1940 EB Beverwijk',
    email: 'velsen@spaarnegasthuis.nl',
    phones: [
      ['023 224 7100', 'Receptie Velsen Noord'],
      ['023 224 7150', 'Revalidatieafdeling'],
    ],
    openingTimes: `${WEEKDAYS}: 7.30 - 18.00 uur, zaterdag 9.00 - 12.00 uur`,
    visitingTimes: 'Revalidatieafdeling: dagelijks van 14.00 tot 20.00 uur.',
    polyclinicTimes: `${WEEKDAYS}: 8.00 - 17.00 uur`,
    reach: 'U bereikt de locatie met bus 76 en 82 (halte Wenckebachstraat). Parkeren is gratis op het eigen terrein.',
  },
];

export const LOCATION_TITLES: readonly string[] = LOCATIONS.map((location) => location.title);
const SMALL_SITES = LOCATIONS.filter((location) => !location.main).map((location) => location.slug);

export function locationTitle(slug: string): string {
  const location = LOCATIONS.find((candidate) => candidate.slug === slug);
  if (!location) throw new Error(`Unknown location ${slug}`);
  return location.title;
}

/** The ward that has no department (the site shows 'Anesthesiologie' for it). */
export const WARD_WITHOUT_DEPARTMENT = { location: 'haarlem-zuid', title: 'Holding en verkoeverkamer' } as const;

/** Where each unit has its clinics, by location slug: the basis of locations/{forPage}/{slug} and of waiting times. */
export type ClinicSites = ReadonlyMap<OrgUnit, readonly string[]>;

const WARD_VISITING: Readonly<Record<string, string>> = {
  kindergeneeskunde:
    'Ouders zijn dag en nacht welkom. Overig bezoek dagelijks van 15.00 tot 19.00 uur, maximaal twee personen tegelijk.',
  neonatologie:
    'Ouders zijn dag en nacht welkom. Broertjes, zusjes en grootouders dagelijks van 15.00 tot 19.00 uur, onder begeleiding van een ouder.',
  verloskunde: 'Partner de hele dag. Overig bezoek dagelijks van 15.00 tot 17.00 uur en van 19.00 tot 20.00 uur.',
  'intensive-care':
    'Dagelijks van 11.00 tot 12.00 uur en van 15.00 tot 20.00 uur, na overleg met de verpleegkundige. Maximaal twee bezoekers tegelijk.',
  psychiatrie: 'Maandag tot en met vrijdag van 16.00 tot 20.00 uur, in het weekend van 14.00 tot 20.00 uur.',
  geriatrie: 'Dagelijks van 11.00 tot 20.00 uur. Mantelzorgers zijn in overleg ook buiten deze tijden welkom.',
};
const DEFAULT_WARD_VISITING = 'Dagelijks van 15.00 tot 20.00 uur.';
const POLI_TIMES = [
  'Maandag tot en met vrijdag van 8.00 tot 17.00 uur',
  'Maandag tot en met vrijdag van 8.30 tot 16.30 uur',
  'Maandag tot en met donderdag van 8.00 tot 17.00 uur, vrijdag tot 12.30 uur',
];

function routeText(random: Random, mainSite: boolean, what: string, floor: number): string {
  if (!mainSite)
    return `${what} bevindt zich op de ${floor === 0 ? 'begane grond, direct naast de ingang' : 'eerste verdieping; neem de lift of de trap tegenover de ingang'}.`;
  const route = random.int(1, 99);
  const floorText =
    floor === 0
      ? 'op de begane grond'
      : `op de ${['', 'eerste', 'tweede', 'derde', 'vierde', 'vijfde'][floor] ?? 'eerste'} verdieping`;
  const entrance = random.pick(['de hoofdingang', 'de hoofdingang', 'de ingang Noord', 'de centrale hal']);
  return `Volg route ${route} vanaf ${entrance}. ${what} ligt ${floorText}; meld u bij de balie.`;
}

function sortSites(sites: readonly string[]): string[] {
  const order = LOCATIONS.map((location) => location.slug);
  return [...new Set(sites)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

export type LocationsResult = { locations: WorldLocation[]; sites: ClinicSites; pages: WorldPage[] };

export function buildLocations(context: WorldContext, organisation: Organisation): LocationsResult {
  const random = context.random('locations');
  const numbers = new Set<string>();
  const clinicsBySite = new Map<string, WorldClinic[]>(LOCATIONS.map((location) => [location.slug, []]));
  const sites = new Map<OrgUnit, string[]>();
  const orgOf = (unit: OrgUnit | null): WorldClinic['organisation'] =>
    unit && { kind: unit.kind, slug: unit.slug, title: unit.title, icon: unit.icon };
  const phone = (description: string, title: string): Clinic['PhoneNumber'][number] => ({
    PhoneNumber: extensionNumber(random, numbers, '224'),
    Description: description,
    Title: title,
  });
  const add = (site: string, unit: OrgUnit | null, clinic: Clinic): void => {
    clinicsBySite.get(site)?.push({ clinic, organisation: orgOf(unit) });
    if (unit) sites.set(unit, sortSites([...(sites.get(unit) ?? []), site]));
  };
  const isMain = (site: string): boolean => LOCATIONS.find((location) => location.slug === site)?.main ?? false;

  for (const unit of organisation.departments) {
    const spec = unit.spec;
    if (!spec) continue;
    const poliSites: string[] = spec.poli.filter((_site, index) => index === 0 || random.chance(0.85));
    if (spec.smallSites) poliSites.push(...random.shuffle(SMALL_SITES).slice(0, random.int(0, 2)));
    for (const site of poliSites) {
      const title = `Polikliniek ${unit.title}`;
      add(site, unit, {
        Kind: 'Polikliniek',
        Title: title,
        PhoneNumber: [phone('Voor het maken, wijzigen of afzeggen van een afspraak', title)],
        OpeningTime: random.pick(POLI_TIMES),
        VisitTime: null,
        Route: routeText(random, isMain(site), `De polikliniek ${unit.title}`, random.int(0, 3)),
      });
    }
    if (spec.dayCare) {
      const site: MainSite = spec.poli[0] ?? 'haarlem-zuid';
      const title = `Dagbehandeling ${unit.title}`;
      add(site, unit, {
        Kind: 'Dagbehandeling',
        Title: title,
        PhoneNumber: [phone('Vragen over uw dagopname', title)],
        OpeningTime: 'Maandag tot en met vrijdag van 7.30 tot 18.00 uur',
        VisitTime: null,
        Route: routeText(random, true, 'De dagbehandeling', random.int(1, 2)),
      });
    }
    for (const site of spec.wards ?? []) {
      const code = `${random.pick(['A', 'B', 'C', 'D', 'E'])}${random.int(1, 5)}`;
      const title = `Verpleegafdeling ${unit.title} (${code})`;
      const phones = [phone('Verpleegpost, dag en nacht bereikbaar', title)];
      if (random.chance(0.4)) phones.push(phone('Voor familie en naasten na 20.00 uur', `Avondnummer ${code}`));
      add(site, unit, {
        Kind: 'Verpleegafdeling',
        Title: title,
        PhoneNumber: phones,
        OpeningTime: null,
        VisitTime: WARD_VISITING[unit.slug] ?? DEFAULT_WARD_VISITING,
        Route: routeText(random, isMain(site), `Afdeling ${code}`, random.int(1, 5)),
      });
    }
  }
  for (const unit of organisation.subdepartments) {
    const site = unit.department ? (sites.get(unit.department)?.[0] ?? 'haarlem-zuid') : 'haarlem-zuid';
    const kind: Clinic['Kind'] = /gipskamer/.test(unit.slug)
      ? 'Balie'
      : /kraamafdeling|paaz/.test(unit.slug)
        ? 'Verpleegafdeling'
        : /dagbehandeling|dialyse/.test(unit.slug)
          ? 'Dagbehandeling'
          : 'Polikliniek';
    add(site, unit, {
      Kind: kind,
      Title: unit.title,
      PhoneNumber: [phone(kind === 'Verpleegafdeling' ? 'Verpleegpost' : 'Afspraken en vragen', unit.title)],
      OpeningTime: kind === 'Verpleegafdeling' ? null : random.pick(POLI_TIMES),
      VisitTime:
        kind === 'Verpleegafdeling' ? (WARD_VISITING[unit.department?.slug ?? ''] ?? DEFAULT_WARD_VISITING) : null,
      Route: routeText(random, isMain(site), unit.title, random.int(0, 4)),
    });
  }
  for (const unit of organisation.subcentres) {
    const centreSites = sortSites(
      organisation.departments
        .filter((department) => department.centre === unit.centre)
        .flatMap((department) => (sites.get(department) ?? []).filter(isMain)),
    );
    for (const site of centreSites.slice(0, random.int(1, 2))) {
      add(site, unit, {
        Kind: 'Polikliniek',
        Title: unit.title,
        PhoneNumber: [phone('Afsprakenbureau', unit.title)],
        OpeningTime: random.pick(POLI_TIMES),
        VisitTime: null,
        Route: routeText(random, true, `Het ${unit.title}`, random.int(0, 3)),
      });
    }
  }
  for (const unit of organisation.centres) {
    const site =
      organisation.departments
        .filter((department) => department.centre === unit)
        .flatMap((department) => sites.get(department) ?? [])
        .find(isMain) ?? 'haarlem-zuid';
    add(site, unit, {
      Kind: 'Balie',
      Title: `Balie ${unit.title}`,
      PhoneNumber: [phone('Aanmelden en algemene vragen', `Balie ${unit.title}`)],
      OpeningTime: 'Maandag tot en met vrijdag van 8.00 tot 17.00 uur',
      VisitTime: null,
      Route: routeText(random, true, `De balie van het ${unit.title}`, random.int(0, 2)),
    });
  }
  const seh = organisation.byKindAndSlug.get('department:spoedeisende-hulp') ?? null;
  for (const site of ['haarlem-zuid', 'hoofddorp']) {
    add(site, seh, {
      Kind: 'Balie',
      Title: 'Balie Spoedeisende Hulp',
      PhoneNumber: [
        phone(
          'Alleen na verwijzing door de huisarts of de huisartsenpost; bel bij levensgevaar 112',
          'Spoedeisende Hulp',
        ),
      ],
      OpeningTime: 'Dag en nacht geopend, ook in het weekend',
      VisitTime: null,
      Route: 'De Spoedeisende Hulp heeft een eigen ingang aan de achterzijde van het ziekenhuis; volg de borden SEH.',
    });
  }
  const lab = organisation.byKindAndSlug.get('department:klinisch-chemisch-laboratorium') ?? null;
  for (const location of LOCATIONS) {
    add(location.slug, lab, {
      Kind: 'Balie',
      Title: 'Bloedafname',
      PhoneNumber: [phone('Vragen over bloedafname; voor bloedprikken maakt u online een afspraak', 'Bloedafname')],
      OpeningTime: location.main
        ? 'Maandag tot en met vrijdag van 7.30 tot 17.00 uur, zaterdag van 8.30 tot 12.00 uur'
        : 'Maandag tot en met vrijdag van 8.00 tot 12.00 uur',
      VisitTime: null,
      Route: routeText(random, location.main, 'De prikpost', 0),
    });
  }
  add(WARD_WITHOUT_DEPARTMENT.location, null, {
    Kind: 'Verpleegafdeling',
    Title: WARD_WITHOUT_DEPARTMENT.title,
    PhoneNumber: [
      phone(
        'Alleen voor vragen van familie over een patiënt die vandaag geopereerd wordt',
        WARD_WITHOUT_DEPARTMENT.title,
      ),
    ],
    OpeningTime: null,
    VisitTime: 'Geen bezoek. U hoort van de verpleegkundige wanneer u uw naaste op de verpleegafdeling kunt bezoeken.',
    Route: routeText(random, true, 'De verkoeverkamer', 1),
  });

  const locations: WorldLocation[] = LOCATIONS.map((spec) => ({
    id: spec.id,
    slug: spec.slug,
    details: locationDetails(spec),
    clinics: clinicsBySite.get(spec.slug) ?? [],
  }));
  const pages = locations.map((location, index) =>
    locationPage(context, random, location, LOCATIONS[index] as LocationSpec),
  );
  return { locations, sites, pages };
}

function locationDetails(spec: LocationSpec): LocationDetails {
  return {
    SharepointId: ID_BASE.location + spec.id,
    Title: spec.title,
    Path: `/${spec.slug}`,
    OpeningTimes: spec.openingTimes,
    VisitingTimes: spec.visitingTimes,
    OpeningTimesPolyclinic: spec.polyclinicTimes,
    Address: `${spec.street}, ${spec.postcodeCity}`,
    PostalAddress: spec.postalAddress,
    Email: spec.email,
    PhoneNumbers: spec.phones.map(([PhoneNumber, Description]) => ({ PhoneNumber, Description })),
  };
}

function locationPage(context: WorldContext, random: Random, location: WorldLocation, spec: LocationSpec): WorldPage {
  const registered = spec.phones.map(([number, description]) =>
    context.phones.register('location', number, description),
  );
  const headerImage = context.images.cms(
    'headers',
    `locatie-${spec.slug}`,
    'header',
    spec.main
      ? `De hoofdingang van het Spaarne Gasthuis in ${spec.title}`
      : `De ingang van het gebouw met de polikliniek in ${spec.title}`,
  );
  const departments = [
    ...new Set(
      location.clinics.flatMap((clinic) =>
        clinic.organisation?.kind === 'department' ? [clinic.organisation.title] : [],
      ),
    ),
  ].sort((a, b) => a.localeCompare(b, 'nl'));
  const name = `Spaarne Gasthuis ${spec.title}`;
  const parts: ContentPart[] = [
    headerBlock({ title: name, intro: null, image: { url: headerImage.Url, title: headerImage.Title } }),
    html.h2('Adres en bereikbaarheid'),
    html.p(`${name}<br>${spec.street}<br>${spec.postcodeCity}`),
    html.p(spec.reach),
    phoneLookupBlock(
      'Telefoonnummers',
      registered.map((phone) => phone.SharepointId),
      registered.map((phone) => phone.Description),
    ),
  ];
  if (departments.length > 0) {
    parts.push(html.h2(spec.main ? 'Afdelingen op deze locatie' : 'Spreekuren op deze locatie'));
    parts.push(html.p(`Op deze locatie vindt u onder meer: ${departments.slice(0, 12).join(', ')}.`));
  }
  const items: ExpandItem[] = [
    {
      title: 'Parkeren',
      subtitle: null,
      icon: 'car',
      text: html.p(
        spec.main
          ? 'Parkeren kost € 2,50 per uur, met een maximum van € 15 per dag. Bezoekt u langere tijd een naaste? Vraag bij de receptie naar een weekkaart.'
          : 'Parkeren is bij deze locatie gratis.',
      ),
      blocks: [],
    },
    { title: 'Openbaar vervoer', subtitle: null, icon: 'bus', text: html.p(spec.reach), blocks: [] },
  ];
  if (spec.main) {
    items.push({
      title: 'Eten en drinken',
      subtitle: 'Restaurant en koffiecorner',
      icon: 'coffee',
      text: html.p(
        'Het restaurant in de centrale hal is dagelijks open van 8.00 tot 19.30 uur. In de koffiecorner bij de hoofdingang haalt u een kopje koffie of een broodje voor onderweg.',
      ),
      blocks: [],
    });
    items.push({
      title: 'Wifi',
      subtitle: null,
      icon: 'wifi',
      text: html.p(
        'U kunt gratis gebruikmaken van het wifi-netwerk <em>Spaarne Gasthuis Gast</em>. U hoeft geen wachtwoord in te vullen.',
      ),
      blocks: [],
    });
  }
  parts.push(expandableBlock('Praktische informatie', items));
  if (spec.main && random.chance(0.7)) {
    const card = {
      url: context.images.add('cards', 'rondleiding', 'card'),
      title: 'Een groep bezoekers krijgt een rondleiding door het ziekenhuis',
    };
    parts.push(
      mediaBlock(mediaValue({ image: card, caption: `De centrale hal van ${name}`, source: 'Foto: Spaarne Gasthuis' })),
    );
  }
  if (spec.visitingTimes)
    parts.push(
      ctaBlock(
        'Op bezoek komen',
        'Lees wat u moet weten voordat u op bezoek komt, zoals de bezoektijden per afdeling.',
        {
          title: 'Bezoektijden',
          url: '/ik-wil-op-bezoek-komen/bezoektijden',
        },
      ),
    );
  else
    parts.push(
      textBlock(
        html.p(
          `Op deze locatie worden geen patiënten opgenomen. Voor een opname gaat u naar Haarlem Zuid, Haarlem Noord of Hoofddorp. ${html.a('/verpleegafdelingen', 'Bekijk alle verpleegafdelingen')}.`,
        ),
      ),
    );
  return makePage({
    route: `${SECTION.locations}/${location.slug}`,
    ContentType: 'Locatie pagina',
    SharepointId: location.details.SharepointId,
    Title: spec.title,
    Path: location.details.Path,
    HeaderTitle: name,
    HeaderDescription: spec.main
      ? `Adres, telefoonnummers, openings- en bezoektijden van ${name}.`
      : `Adres, telefoonnummer en openingstijden van onze polikliniek in ${spec.title}.`,
    HeaderImage: headerImage,
    TeaserDescription: `${spec.street}, ${spec.postcodeCity}`,
    Location: location.details,
    Content: assembleContent(location.details.SharepointId, parts),
  });
}
