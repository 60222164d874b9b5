import type { DatabaseSync } from 'node:sqlite';
import type { GeneratorStep } from '../context.ts';

type Language = 'nl' | 'en';

/** A menu item as written here: `link` is a site path (`/...`) or an external URL (`https://...`). */
type MenuItem = { title: string; link: string; children?: readonly MenuItem[] };

const WORK_AND_LEARN = 'https://werkenbij.spaarnegasthuis.nl';

/** The Dutch main menu (hand-written, as on the real site). */
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

/** The English main menu: English general pages under /en. */
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

export const MENUS: Readonly<Record<Language, readonly MenuItem[]>> = { nl: DUTCH_MENU, en: ENGLISH_MENU };

function insertMenu(db: DatabaseSync, language: Language, items: readonly MenuItem[]): void {
  const insert = db.prepare(
    `INSERT INTO navigation_items (language, parent_id, position, title, internal_link, external_url)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const add = (item: MenuItem, parentId: number | null, position: number): number => {
    const external = /^https?:\/\//.test(item.link);
    const { lastInsertRowid } = insert.run(
      language,
      parentId,
      position,
      item.title,
      external ? null : item.link,
      external ? item.link : null,
    );
    return Number(lastInsertRowid);
  };
  items.forEach((item, index) => {
    const id = add(item, null, index + 1);
    (item.children ?? []).forEach((child, childIndex) => add(child, id, childIndex + 1));
  });
}

export const navigationStep: GeneratorStep = {
  name: 'navigation',
  run({ db }) {
    insertMenu(db, 'nl', DUTCH_MENU);
    insertMenu(db, 'en', ENGLISH_MENU);
  },
};
