import type { DatabaseSync } from 'node:sqlite';
import type { GeneratorStep } from '../context.ts';
import { registerImage } from '../images.ts';

export const HERO_IMAGE = '/media/home/hero-ingang.jpg';

/** Icon names the site's icon set knows (TopTasks.Icon). */
export const TOP_TASK_ICONS = ['calendar', 'building', 'stethoscope', 'clock', 'visit', 'phone', 'bed', 'ambulance', 'info'] as const;
type Icon = (typeof TOP_TASK_ICONS)[number];
type TopTask = { title: string; url: string; icon: Icon };

type HomePageData = {
  language: 'nl' | 'en';
  sharepointId: number;
  title: string;
  url: string;
  headerTitle: string;
  headerDescription: string;
  headerImageAlt: string;
  teaserDescription: string;
  content: string;
  topTasks: readonly [TopTask, TopTask, TopTask, TopTask, TopTask, TopTask];
};

export const HOME_PAGES: readonly HomePageData[] = [
  {
    language: 'nl',
    sharepointId: 1,
    title: 'Homepage',
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
      '<p>Komt u voor een afspraak op de polikliniek, een onderzoek of een opname? Op deze website leest u hoe u zich kunt voorbereiden, waar u zich meldt en wat u kunt verwachten. Heeft u nog vragen? <a href="/contact">Neem gerust contact met ons op</a>.</p>',
    topTasks: [
      { title: 'Afspraak maken', url: '/alles-over-uw-afspraak', icon: 'calendar' },
      { title: 'Afdelingen en centra', url: '/afdelingen-en-centra', icon: 'building' },
      { title: 'Specialisten', url: '/specialisten', icon: 'stethoscope' },
      { title: 'Wachttijden', url: '/wachttijden', icon: 'clock' },
      { title: 'Bezoektijden', url: '/ik-wil-op-bezoek-komen/bezoektijden', icon: 'visit' },
      { title: 'Contact', url: '/contact', icon: 'phone' },
    ],
  },
  {
    language: 'en',
    sharepointId: 2,
    title: 'Homepage',
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
      { title: 'Outpatient appointment', url: '/en/to-the-outpatient-department/at-the-outpatient-department', icon: 'calendar' },
      { title: 'Hospital admission', url: '/en/hospital-admission', icon: 'bed' },
      { title: 'Emergency department', url: '/en/emergency-department', icon: 'ambulance' },
      { title: 'Patient information', url: '/en/patient-information', icon: 'info' },
      { title: 'Visiting times', url: '/en/general-visiting-times', icon: 'visit' },
      { title: 'Contact a patient', url: '/en/contact-a-patient', icon: 'phone' },
    ],
  },
];

function insertHomePage(db: DatabaseSync, page: HomePageData): void {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO pages (language, content_type, title, url, path, sharepoint_id, meta_title, header_title,
         header_description, header_image_url, header_image_title, teaser_description, content)
       VALUES (?, 'Homepage', ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      page.language,
      page.title,
      page.url,
      page.url,
      page.sharepointId,
      page.headerTitle,
      page.headerDescription,
      HERO_IMAGE,
      page.headerImageAlt,
      page.teaserDescription,
      page.content,
    );
  const insertTask = db.prepare('INSERT INTO page_top_tasks (page_id, position, title, url, icon) VALUES (?, ?, ?, ?, ?)');
  page.topTasks.forEach((task, index) => insertTask.run(lastInsertRowid, index + 1, task.title, task.url, task.icon));
}

export const homePageStep: GeneratorStep = {
  name: 'homepage',
  run({ db }) {
    registerImage(db, HERO_IMAGE, { width: 2880, height: 720 });
    for (const page of HOME_PAGES) insertHomePage(db, page);
  },
};
