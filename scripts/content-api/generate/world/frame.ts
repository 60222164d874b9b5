/**
 * The hand-written frame: main menus, footer links, crisis banner, translation overlay and the two
 * home pages. Copied from generate/frame/*.ts (those modules also write SQLite tables and are being
 * retired); the content is unchanged, only put into the World's shapes.
 */
import type { FooterLink, HomePage, NavigationEntry, TranslationTree } from '@ziekenhuis/site-for-content-api';
import type { Language } from '../../world/types.ts';
import type { Random } from '../random.ts';
import type { ImageRegistry } from './images.ts';
import { makePage } from './page.ts';

const WORK_AND_LEARN = 'https://werkenbij.spaarnegasthuis.nl';
const PORTAL_LOGIN = 'https://mijn.spaarnegasthuis.nl/inloggen';

/** A menu item as written here: `link` is a site path (`/...`) or an external URL (`https://...`). */
type MenuItem = { title: string; link: string; children?: readonly MenuItem[] };

export const DUTCH_MENU: readonly MenuItem[] = [
  {
    title: 'Patiënten en bezoekers',
    link: '/patienten-en-bezoekers',
    children: [
      { title: 'Alles over uw afspraak', link: '/alles-over-uw-afspraak' },
      { title: 'Opname in het ziekenhuis', link: '/patienten-en-bezoekers/opname-in-het-ziekenhuis' },
      { title: 'Bezoektijden', link: '/ik-wil-op-bezoek-komen/bezoektijden' },
      { title: 'Wachttijden', link: '/wachttijden' },
      { title: 'Patiëntenfolders', link: '/folders' },
      { title: 'Verpleegafdelingen', link: '/verpleegafdelingen' },
      { title: 'Kosten en vergoedingen', link: '/patienten-en-bezoekers/kosten-en-vergoedingen' },
    ],
  },
  { title: 'Afdelingen en centra', link: '/afdelingen-en-centra' },
  { title: 'Specialisten', link: '/specialisten' },
  {
    title: 'Nieuws en agenda',
    link: '/nieuws-en-agenda',
    children: [
      { title: 'Nieuws', link: '/nieuws' },
      { title: 'Agenda', link: '/agenda' },
      { title: 'Voor de pers', link: '/over-ons/voor-de-pers' },
    ],
  },
  {
    title: 'Over ons',
    link: '/over-ons',
    children: [
      { title: 'Organisatie', link: '/over-ons/organisatie' },
      { title: 'Kwaliteit en veiligheid', link: '/over-ons/kwaliteit-en-veiligheid' },
      { title: 'Wetenschappelijk onderzoek', link: '/wetenschappelijke-onderzoeken' },
      { title: 'Vrienden van het Spaarne Gasthuis', link: '/vrienden' },
      { title: 'Contact en locaties', link: '/contact' },
    ],
  },
  {
    title: 'Werken en leren',
    link: WORK_AND_LEARN,
    children: [
      { title: 'Vacatures', link: `${WORK_AND_LEARN}/vacatures` },
      { title: 'Opleidingen', link: `${WORK_AND_LEARN}/opleidingen` },
      { title: 'Stages', link: `${WORK_AND_LEARN}/stages` },
      { title: 'Leerhuis', link: '/over-ons/leerhuis' },
    ],
  },
];

export const ENGLISH_MENU: readonly MenuItem[] = [
  {
    title: 'Patients and visitors',
    link: '/en/patients-and-visitors',
    children: [
      { title: 'At the outpatient department', link: '/en/to-the-outpatient-department/at-the-outpatient-department' },
      { title: 'Hospital admission', link: '/en/hospital-admission' },
      { title: 'Emergency department', link: '/en/emergency-department' },
      { title: 'Visiting times', link: '/en/general-visiting-times' },
      { title: 'Contact a patient', link: '/en/contact-a-patient' },
    ],
  },
  {
    title: 'Patient information',
    link: '/en/patient-information',
    children: [
      { title: 'Your rights and obligations', link: '/en/patient-information/rights-and-obligations' },
      { title: 'Costs and insurance', link: '/en/patient-information/costs-and-insurance' },
      { title: 'Interpreters', link: '/en/patient-information/interpreters' },
      { title: 'Compliments and complaints', link: '/en/patient-information/compliments-and-complaints' },
    ],
  },
  {
    title: 'About us',
    link: '/en/about-us',
    children: [
      { title: 'Our organisation', link: '/en/about-us/organisation' },
      { title: 'Our locations', link: '/en/about-us/locations' },
      { title: 'Teaching hospital', link: '/en/about-us/teaching-hospital' },
    ],
  },
  {
    title: 'Working at Spaarne Gasthuis',
    link: WORK_AND_LEARN,
    children: [
      { title: 'Vacancies', link: `${WORK_AND_LEARN}/vacatures` },
      { title: 'Training and education', link: `${WORK_AND_LEARN}/opleidingen` },
      { title: 'Internships', link: `${WORK_AND_LEARN}/stages` },
    ],
  },
  { title: 'Contact', link: '/en/contact' },
];

function toNavigation(items: readonly MenuItem[]): NavigationEntry[] {
  return items.map((item) => {
    const external = /^https?:\/\//.test(item.link);
    return {
      NavigationItem: {
        Title: item.title,
        InternalLink: external ? null : item.link,
        ExternalLink: external ? { Url: item.link } : null,
      },
      Children: toNavigation(item.children ?? []),
    };
  });
}

export function navigation(): Record<Language, NavigationEntry[]> {
  return { nl: toNavigation(DUTCH_MENU), en: toNavigation(ENGLISH_MENU) };
}

type Column = FooterLink['Column'];
type FooterEntry = { title: string; url: string; contentType: string | null };

export const FOOTER_COLUMNS: Readonly<Record<Column, readonly FooterEntry[]>> = {
  'Column 1': [
    { title: 'Afspraak maken', url: '/alles-over-uw-afspraak', contentType: 'Spaarne pagina' },
    { title: 'Bezoektijden', url: '/ik-wil-op-bezoek-komen/bezoektijden', contentType: 'Spaarne pagina' },
    { title: 'Wachttijden', url: '/wachttijden', contentType: 'Wachttijden pagina' },
    { title: 'Patiëntenfolders', url: '/folders', contentType: null },
    { title: 'Spoedeisende Hulp', url: '/afdelingen-en-centra/spoedeisende-hulp', contentType: 'Afdeling pagina' },
  ],
  'Column 2': [
    { title: 'Afdelingen en centra', url: '/afdelingen-en-centra', contentType: null },
    { title: 'Specialisten', url: '/specialisten', contentType: null },
    { title: 'Verpleegafdelingen', url: '/verpleegafdelingen', contentType: null },
    { title: 'Locaties en routebeschrijving', url: '/contact', contentType: null },
    { title: 'Apotheek', url: '/afdelingen-en-centra/apotheek', contentType: 'Afdeling pagina' },
  ],
  'Column 3': [
    { title: 'Nieuws', url: '/nieuws', contentType: null },
    { title: 'Agenda', url: '/agenda', contentType: null },
    { title: 'Wetenschappelijk onderzoek', url: '/wetenschappelijke-onderzoeken', contentType: null },
    { title: 'Vrienden van het Spaarne Gasthuis', url: '/vrienden', contentType: 'Vrienden pagina' },
    { title: 'Klachten en complimenten', url: '/over-ons/klachten-en-complimenten', contentType: 'Spaarne pagina' },
  ],
};

export const PREFOOTER_IMAGE = { folder: 'footer', name: 'prefooter-zorgverlener' } as const;

/**
 * The footer links in the order the CMS returns them: shuffled by the seed and never sorted within
 * a column, so the site has to sort by OrderInColumn itself.
 */
export function footer(random: Random): FooterLink[] {
  const placed: FooterLink[] = (Object.entries(FOOTER_COLUMNS) as [Column, readonly FooterEntry[]][]).flatMap(
    ([column, entries]) =>
      entries.map((entry, index) => ({
        Title: entry.title,
        Link: { Url: entry.url, ContentType: entry.contentType },
        Column: column,
        OrderInColumn: index + 1,
      })),
  );
  const shuffled = random.shuffle(placed);
  for (const column of Object.keys(FOOTER_COLUMNS)) {
    const positions = shuffled.flatMap((item, index) => (item.Column === column ? [index] : []));
    const orders = positions.map((index) => shuffled[index]?.OrderInColumn ?? 0);
    const ascending = orders.every((order, i) => i === 0 || order > (orders[i - 1] ?? 0));
    const [first, second] = positions;
    if (ascending && first !== undefined && second !== undefined) {
      [shuffled[first], shuffled[second]] = [shuffled[second] as FooterLink, shuffled[first] as FooterLink];
    }
  }
  return shuffled;
}

export const CRISIS_BANNER_HTML =
  '<p><strong>Storing telefonie:</strong> ons algemene nummer 023 224 0000 is op dit moment slecht bereikbaar. ' +
  'Heeft u een dringende vraag? Bel dan tijdelijk 023 890 8100. Bij levensbedreigende situaties belt u altijd 112. ' +
  'Kijk voor andere manieren om ons te bereiken op <a href="/contact">onze contactpagina</a>.</p>';

/** The CMS overlay of the bundled UI strings (src/i18n/*.json), as dotted keys. */
export const TRANSLATION_OVERLAY: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  nl: {
    'home.sellingPoints.1': 'Topklinische zorg, dicht bij huis in Haarlem, Hoofddorp en omgeving',
    'home.sellingPoints.2': 'Korte wachttijden bij de meeste poliklinieken',
    'home.sellingPoints.3': 'Opleidingsziekenhuis: wij leiden de zorgprofessionals van morgen op',
    'home.sellingPoints.4': 'Uw eigen dossier, afspraken en uitslagen online in Mijn Spaarne Gasthuis',
    'home.patientPortal.url': PORTAL_LOGIN,
    'header.utility.login.url': PORTAL_LOGIN,
    'footer.prefooter.text':
      'Heeft u een vraag over uw afspraak, opname of behandeling? Bel ons op werkdagen van 8.00 tot 17.00 uur, of stuur ons een bericht via Mijn Spaarne Gasthuis.',
  },
  en: {
    'home.sellingPoints.1': 'Top clinical care close to home, in Haarlem, Hoofddorp and the surrounding area',
    'home.sellingPoints.2': 'Short waiting times at most outpatient clinics',
    'home.sellingPoints.3': "A teaching hospital that trains tomorrow's healthcare professionals",
    'home.sellingPoints.4': 'Your records, appointments and test results online in My Spaarne Gasthuis',
    'home.patientPortal.url': PORTAL_LOGIN,
    'header.utility.login.url': PORTAL_LOGIN,
    'footer.prefooter.text':
      'Do you have a question about your appointment, admission or treatment? Call us on weekdays from 8 am to 5 pm, or send us a message in My Spaarne Gasthuis.',
  },
};

/** Dotted keys to an i18next resource tree: `home.sellingPoints.1` -> `{ home: { sellingPoints: { 1: ... } } }`. */
export function toTranslationTree(entries: Readonly<Record<string, string>>): TranslationTree {
  const tree: TranslationTree = {};
  for (const [key, value] of Object.entries(entries)) {
    const parts = key.split('.');
    let node = tree;
    parts.slice(0, -1).forEach((part) => {
      const child = node[part];
      if (typeof child === 'string') throw new Error(`Translation key ${key} runs into a string`);
      node = child ?? (node[part] = {});
    });
    node[parts[parts.length - 1] ?? key] = value;
  }
  return tree;
}

export function translations(): Record<Language, TranslationTree> {
  return { nl: toTranslationTree(TRANSLATION_OVERLAY.nl), en: toTranslationTree(TRANSLATION_OVERLAY.en) };
}

/** Icon names of the quick tasks (TopTasks.Icon). */
export const TOP_TASK_ICONS = [
  'calendar',
  'building',
  'stethoscope',
  'clock',
  'visit',
  'phone',
  'bed',
  'ambulance',
  'info',
] as const;

type HomePageData = {
  sharepointId: number;
  url: string;
  headerTitle: string;
  headerDescription: string;
  headerImageAlt: string;
  teaserDescription: string;
  content: string;
  topTasks: ReadonlyArray<{ title: string; url: string; icon: (typeof TOP_TASK_ICONS)[number] }>;
};

const HOME_PAGE_DATA: Readonly<Record<Language, HomePageData>> = {
  nl: {
    sharepointId: 1,
    url: '/',
    headerTitle: 'Welkom bij het Spaarne Gasthuis',
    headerDescription:
      'Topklinische zorg dicht bij huis. Op onze locaties in Haarlem en Hoofddorp staan ruim 5.000 medewerkers elke dag voor u klaar.',
    headerImageAlt: 'De hoofdingang van het Spaarne Gasthuis met fietsenstalling en bomen in de zon',
    teaserDescription:
      'Het Spaarne Gasthuis is een topklinisch opleidingsziekenhuis in Zuid-Kennemerland en de Haarlemmermeer.',
    content:
      '<h2>Samen beter</h2>' +
      '<p>Het Spaarne Gasthuis is een van de grootste ziekenhuizen van Nederland. Wij bieden topklinische zorg voor de hele regio, met de kennis van een groot ziekenhuis en de persoonlijke aandacht van een ziekenhuis dicht bij huis.</p>' +
      '<p>Komt u voor een afspraak op de polikliniek, een onderzoek of een opname? Op deze website leest u hoe u zich kunt voorbereiden, waar u zich meldt en wat u kunt verwachten. Heeft u nog vragen? <a href="/contact">Neem gerust contact met ons op</a>.</p>' +
      '<p>Lees meer over <a href="/onderzoeken-en-behandelingen">onderzoeken en behandelingen</a> en over <a href="/aandoeningen">aandoeningen</a> die wij behandelen. Bent u huisarts, verloskundige of een andere verwijzer? Kijk dan bij <a href="/huisartsen-en-verwijzers">huisartsen en verwijzers</a>.</p>',
    topTasks: [
      { title: 'Afspraak maken', url: '/alles-over-uw-afspraak', icon: 'calendar' },
      { title: 'Afdelingen en centra', url: '/afdelingen-en-centra', icon: 'building' },
      { title: 'Specialisten', url: '/specialisten', icon: 'stethoscope' },
      { title: 'Wachttijden', url: '/wachttijden', icon: 'clock' },
      { title: 'Bezoektijden', url: '/ik-wil-op-bezoek-komen/bezoektijden', icon: 'visit' },
      { title: 'Contact', url: '/contact', icon: 'phone' },
    ],
  },
  en: {
    sharepointId: 2,
    url: '/en',
    headerTitle: 'Welcome to Spaarne Gasthuis',
    headerDescription:
      'Top clinical care close to home. At our locations in Haarlem and Hoofddorp, more than 5,000 staff are ready to help you every day.',
    headerImageAlt: 'The main entrance of Spaarne Gasthuis with bicycle racks and trees in the sun',
    teaserDescription:
      'Spaarne Gasthuis is a top clinical teaching hospital serving Zuid-Kennemerland and Haarlemmermeer.',
    content:
      '<h2>Better together</h2>' +
      '<p>Spaarne Gasthuis is one of the largest hospitals in the Netherlands. We offer top clinical care for the whole region, combining the expertise of a large hospital with the personal attention of a hospital close to home.</p>' +
      '<p>Most of our website is in Dutch. On these English pages you will find the essentials for international patients and visitors: your outpatient appointment, a hospital admission, visiting times and how to <a href="/en/contact-a-patient">contact a patient</a>.</p>',
    topTasks: [
      {
        title: 'Outpatient appointment',
        url: '/en/to-the-outpatient-department/at-the-outpatient-department',
        icon: 'calendar',
      },
      { title: 'Hospital admission', url: '/en/hospital-admission', icon: 'bed' },
      { title: 'Emergency department', url: '/en/emergency-department', icon: 'ambulance' },
      { title: 'Patient information', url: '/en/patient-information', icon: 'info' },
      { title: 'Visiting times', url: '/en/general-visiting-times', icon: 'visit' },
      { title: 'Contact a patient', url: '/en/contact-a-patient', icon: 'phone' },
    ],
  },
};

export function homePages(images: ImageRegistry): Record<Language, HomePage> {
  images.add(PREFOOTER_IMAGE.folder, PREFOOTER_IMAGE.name, 'card');
  const build = (language: Language): HomePage => {
    const data = HOME_PAGE_DATA[language];
    const headerImage = images.cms('home', 'hero-ingang', 'hero', data.headerImageAlt);
    const { page } = makePage({
      route: data.url,
      ContentType: 'Homepage',
      SharepointId: data.sharepointId,
      Language: { Code: language },
      Title: 'Homepage',
      Path: data.url,
      HeaderTitle: data.headerTitle,
      HeaderDescription: data.headerDescription,
      HeaderImage: headerImage,
      TeaserDescription: data.teaserDescription,
      Content: data.content,
    });
    return {
      ...page,
      ContentType: 'Homepage',
      HeaderImage: headerImage,
      TopTasks: data.topTasks.map((task) => ({ Title: task.title, Url: task.url, Icon: task.icon })),
    };
  };
  return { nl: build('nl'), en: build('en') };
}

/** Every internal link of the frame: menus, footer, quick tasks, home content, crisis banner. */
export function frameLinks(): string[] {
  const fromMenu = (items: readonly MenuItem[]): string[] =>
    items.flatMap((item) => [item.link, ...fromMenu(item.children ?? [])]);
  const links = [
    ...fromMenu(DUTCH_MENU),
    ...fromMenu(ENGLISH_MENU),
    ...Object.values(FOOTER_COLUMNS).flatMap((entries) => entries.map((entry) => entry.url)),
    ...Object.values(HOME_PAGE_DATA).flatMap((data) => data.topTasks.map((task) => task.url)),
  ];
  return links.filter((link) => link.startsWith('/'));
}
