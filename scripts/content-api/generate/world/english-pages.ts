/**
 * The English set: general pages under /en with every English quick-task and menu target, hand
 * written and fixed at every scale. `PAGE_TRANSLATION_PAIRS` names the Dutch page each English page
 * translates (the contract has no field for it; the site pairs them from this list).
 */
import type { WorldPage } from '../../world/types.ts';
import {
  ctaBlock,
  expandableBlock,
  gridPlainBlock,
  linksListBlock,
  phoneLookupBlock,
  textWithImageBlock,
  type ContentPart,
} from './blocks.ts';
import { AWKWARD_CASES, EDITORIAL_SLIPS } from './awkward.ts';
import { ID_BASE, idSequence, type WorldContext } from './context.ts';
import { gridItem } from './content-kit.ts';
import { generalPage, type GeneralRegistry } from './general-tree.ts';
import { LOCATIONS } from './locations.ts';
import { MAIN_PHONE_NUMBER } from './phone-numbers.ts';
import { html } from './text.ts';

const { p, h2, ul, a } = html;

type EnglishPage = {
  route: string;
  title: string;
  intro: string;
  header?: { name: string; alt: string };
  sidemenu?: boolean;
  content: (context: WorldContext) => ContentPart[];
};

export const ENGLISH_PAGES: readonly EnglishPage[] = [
  {
    route: '/en/patients-and-visitors',
    title: 'Patients and visitors',
    intro: 'Practical information for your visit to Spaarne Gasthuis.',
    header: { name: 'receptie-hal', alt: 'The main hall with the reception and information desk' },
    sidemenu: true,
    content: () => [
      p(
        'Whether you are coming for an outpatient appointment, a hospital admission or to visit someone, these pages tell you what you need to know.',
      ),
      gridPlainBlock(null, [
        gridItem(
          'To the outpatient department',
          '/en/to-the-outpatient-department',
          'Referral, appointment and preparation.',
          null,
        ),
        gridItem(
          'At the outpatient department',
          '/en/to-the-outpatient-department/at-the-outpatient-department',
          'Your appointment step by step.',
          null,
        ),
        gridItem('Hospital admission', '/en/hospital-admission', 'Preparing for your stay.', null),
        gridItem('Visiting times', '/en/general-visiting-times', 'When you can visit.', null),
      ]),
    ],
  },
  {
    route: '/en/to-the-outpatient-department',
    title: 'To the outpatient department',
    intro: 'Everything about your appointment at one of our outpatient clinics.',
    sidemenu: true,
    content: () => [
      p(
        'Most appointments require a referral from your general practitioner (GP). With the referral, you can make an appointment yourself.',
      ),
    ],
  },
  {
    route: '/en/to-the-outpatient-department/at-the-outpatient-department',
    title: 'At the outpatient department',
    intro: 'What to expect on the day of your outpatient appointment.',
    header: { name: 'polikliniek-wachtruimte', alt: 'A bright outpatient waiting area with chairs and plants' },
    sidemenu: true,
    content: (context) => [
      p(
        'Please report to the registration desk or use one of the check-in kiosks in the main hall. Bring your ID, your insurance card and a list of the medicines you use.',
      ),
      textWithImageBlock(
        'Bring someone with you',
        p('Two people hear more than one. You are welcome to bring your partner, a family member or a friend.'),
        context.images.block('cards', 'handen-vasthouden', 'card', 'A carer holds the hand of an older patient'),
        'right',
      ),
      h2('Do you need an interpreter?'),
      p(
        `If you do not speak Dutch well, we can arrange a professional interpreter. ${a('/en/patient-information/interpreters', 'Read more about interpreters')}.`,
      ),
      linksListBlock('Read more', [
        {
          title: 'Preparing for your appointment',
          url: '/en/to-the-outpatient-department/preparing-for-your-appointment',
        },
      ]),
    ],
  },
  {
    route: AWKWARD_CASES.vagueLinkTextEnglish,
    title: 'Preparing for your appointment',
    intro: 'A good preparation helps you get the most out of your appointment.',
    sidemenu: true,
    content: () => [
      ul([
        'Write down your questions',
        'Bring your list of medicines',
        'Bring your ID and insurance card',
        'Arrive ten minutes early',
      ]),
      EDITORIAL_SLIPS.vagueLinkEnglish('/en/to-the-outpatient-department/at-the-outpatient-department'),
    ],
  },
  {
    route: '/en/hospital-admission',
    title: 'Hospital admission',
    intro: 'Are you being admitted to hospital? Here is how to prepare.',
    header: { name: 'verpleegkundige-aan-bed', alt: 'A nurse talks with a patient lying in bed' },
    sidemenu: true,
    content: () => [
      p(
        'You will receive the date and time of your admission by phone or in My Spaarne Gasthuis. Report to the ward at the agreed time.',
      ),
      expandableBlock('Frequently asked questions', [
        {
          title: 'Can someone stay with me?',
          subtitle: null,
          icon: null,
          text: p('On the children’s ward, one parent can stay overnight. On other wards, please ask the nurses.'),
          blocks: [],
        },
        {
          title: 'Can I use my phone?',
          subtitle: null,
          icon: null,
          text: p('Yes. Free wifi is available throughout the hospital.'),
          blocks: [],
        },
      ]),
      ctaBlock(null, 'What should you bring?', { title: 'Checklist', url: '/en/hospital-admission/what-to-bring' }),
    ],
  },
  {
    route: '/en/hospital-admission/what-to-bring',
    title: 'What to bring',
    intro: 'A checklist for your hospital stay.',
    sidemenu: true,
    content: () => [
      ul([
        'Your ID and insurance card',
        'Your medicines in their original packaging',
        'Nightwear, a dressing gown and slippers',
        'Toiletries',
        'Glasses, hearing aids or a walker, if you use them',
      ]),
    ],
  },
  {
    route: '/en/emergency-department',
    title: 'Emergency department',
    intro: 'Our emergency departments in Haarlem Zuid and Hoofddorp are open day and night.',
    header: {
      name: 'spoedeisende-hulp-ingang',
      alt: 'The entrance of the emergency department with an ambulance in front',
    },
    content: (context) => {
      const number = context.phones.register('general', '023 224 1000', 'Emergency department Haarlem Zuid');
      return [
        p(
          'In a life-threatening situation, always call 112. For other urgent complaints, call your GP or, outside office hours, the GP out-of-hours service (huisartsenpost) first.',
        ),
        phoneLookupBlock('Phone', [number.SharepointId], ['Emergency department Haarlem Zuid']),
        p(`Dutch-language information: ${a('/afdelingen-en-centra/spoedeisende-hulp', 'Spoedeisende Hulp')}.`),
      ];
    },
  },
  {
    route: '/en/patient-information',
    title: 'Patient information',
    intro: 'Your rights, the costs of care and how to share your experiences with us.',
    sidemenu: true,
    content: () => [
      linksListBlock(null, [
        { title: 'Your rights and obligations', url: '/en/patient-information/rights-and-obligations' },
        { title: 'Costs and insurance', url: '/en/patient-information/costs-and-insurance' },
        { title: 'Interpreters', url: '/en/patient-information/interpreters' },
        { title: 'Compliments and complaints', url: '/en/patient-information/compliments-and-complaints' },
        { title: 'Departments and specialties', url: '/en/patient-information/departments-and-specialties' },
      ]),
    ],
  },
  {
    route: '/en/patient-information/rights-and-obligations',
    title: 'Your rights and obligations',
    intro: 'As a patient, you have rights, and also some obligations.',
    sidemenu: true,
    content: () => [
      p(
        'You have the right to clear information, to see your medical records and to ask for a second opinion. We ask you to give us correct information and to keep your appointments.',
      ),
    ],
  },
  {
    route: '/en/patient-information/costs-and-insurance',
    title: 'Costs and insurance',
    intro: 'Most hospital care is covered by the Dutch basic health insurance.',
    sidemenu: true,
    content: () => [
      p(
        'You usually pay your compulsory excess (eigen risico) first. Not insured in the Netherlands? Please contact the patient administration before your appointment.',
      ),
    ],
  },
  {
    route: '/en/patient-information/interpreters',
    title: 'Interpreters',
    intro: 'We can arrange a professional interpreter free of charge.',
    sidemenu: true,
    content: () => [
      p('Let us know when you make your appointment that you need an interpreter, and for which language.'),
    ],
  },
  {
    route: '/en/patient-information/compliments-and-complaints',
    title: 'Compliments and complaints',
    intro: 'We would like to hear about your experiences.',
    sidemenu: true,
    content: () => [
      p(
        `Not satisfied? Please discuss it with the care provider involved first. The complaints officer can help you further. ${a('/over-ons/klachten-en-complimenten', 'Complaint form (in Dutch)')}.`,
      ),
    ],
  },
  {
    route: '/en/general-visiting-times',
    title: 'General visiting times',
    intro: 'Visiting hours are daily from 3 pm to 8 pm. Some wards have different times.',
    header: { name: 'restaurant-patio', alt: 'Visitors at a table in the restaurant overlooking the patio' },
    content: () => [
      p('A maximum of two visitors per patient at a time.'),
      ul([
        'Intensive Care: 11 am to 12 noon and 3 pm to 8 pm',
        'Children’s ward: parents at any time; other visitors 3 pm to 7 pm',
        'Maternity ward: partner all day; other visitors 3 pm to 5 pm and 7 pm to 8 pm',
      ]),
    ],
  },
  {
    route: '/en/contact-a-patient',
    title: 'Contact a patient',
    intro: 'How to reach a patient who has been admitted.',
    content: () => [
      p(
        `Call the hospital on ${html.tel(MAIN_PHONE_NUMBER)} and ask for the ward. For privacy reasons, we only give information about a patient to their contact person.`,
      ),
      p(
        'You can also send a card to: name of the patient, name of the ward, Spaarne Gasthuis, Boerhaavelaan 22, 2035 RC Haarlem.',
      ),
    ],
  },
  {
    route: '/en/about-us',
    title: 'About us',
    intro: 'Spaarne Gasthuis is a top clinical teaching hospital in the Haarlem region.',
    header: { name: 'hoofdingang-haarlem-zuid', alt: 'The main entrance of Spaarne Gasthuis in Haarlem Zuid' },
    sidemenu: true,
    content: () => [
      p('With more than 5,000 staff, we care for over 500,000 people in Zuid-Kennemerland and Haarlemmermeer.'),
    ],
  },
  {
    route: '/en/about-us/organisation',
    title: 'Our organisation',
    intro: 'How Spaarne Gasthuis is organised.',
    sidemenu: true,
    content: () => [
      p(
        'The Board of Directors is responsible for the hospital. The Supervisory Board supervises the Board of Directors.',
      ),
    ],
  },
  {
    route: '/en/about-us/locations',
    title: 'Our locations',
    intro: 'Three hospital locations and several outpatient clinics in the region.',
    sidemenu: true,
    content: () => [
      linksListBlock(
        'Locations',
        LOCATIONS.map((location) => ({
          title: `Spaarne Gasthuis ${location.title}`,
          url: `/contact/${location.slug}`,
        })),
      ),
    ],
  },
  {
    route: '/en/about-us/teaching-hospital',
    title: 'Teaching hospital',
    intro: 'We train the healthcare professionals of tomorrow.',
    sidemenu: true,
    content: () => [p('Every year, more than 1,000 students do an internship at Spaarne Gasthuis.')],
  },
  {
    route: '/en/contact',
    title: 'Contact',
    intro: 'How to reach us.',
    content: () => [
      p(`General number: ${html.tel(MAIN_PHONE_NUMBER)}. E-mail: ${html.mail('info@spaarnegasthuis.nl')}.`),
      linksListBlock(
        'Our main locations',
        LOCATIONS.filter((location) => location.main).map((location) => ({
          title: location.title,
          url: `/contact/${location.slug}`,
        })),
      ),
    ],
  },
  {
    route: '/en/accessibility',
    title: 'Accessibility',
    intro: 'We want everyone to be able to use this website.',
    // The model statement of digitoegankelijk.nl; the site adds the release date and the automated results.
    content: () => [
      p(
        'Spaarne Gasthuis wants everyone to be able to use this website. This statement follows the model of digitoegankelijk.nl.',
      ),
      h2('Status'),
      p(
        'Status B: this website partly meets the requirements of WCAG 2.2 at level AA (EN 301 549). Below is what does not meet them yet and when we will fix it.',
      ),
      h2('Date'),
      p('This statement was signed on 1 October 2026 by the board of directors.'),
      h2('Scope'),
      p(
        'This statement covers www.spaarnegasthuis.nl, in Dutch and in English. It does not cover My Spaarne Gasthuis or the form of our external form service.',
      ),
      h2('Research'),
      p(
        'On 15 September 2026 an independent inspector examined a sample of the website by hand, following the WCAG-EM method. At every release the website also checks itself automatically; the results are at the bottom of this page.',
      ),
      h2('Known problems and planned fixes'),
      ul([
        'Some older patient leaflets (PDF) are not accessible. We will replace them with web pages before 1 July 2027.',
        'Third-party videos do not always have subtitles. We will add subtitles before 1 April 2027.',
      ]),
      h2('Feedback and contact'),
      p(
        `Is something in your way? E-mail ${html.mail('webredactie@spaarnegasthuis.nl')} or call ${html.tel(MAIN_PHONE_NUMBER)}. You will get an answer within 5 working days.`,
      ),
      h2('National Ombudsman'),
      p(
        `Not satisfied with our answer? You can file a complaint with the ${a('https://www.nationaleombudsman.nl/en', 'National Ombudsman')}.`,
      ),
    ],
  },
  {
    // Last in the list: the ids of the pages before it stay as they were.
    route: '/en/patient-information/departments-and-specialties',
    title: 'Departments and specialties',
    intro: 'The medical specialties of Spaarne Gasthuis, with their Dutch names, so you can find your department.',
    sidemenu: true,
    content: () => [
      p(
        'Your referral letter and the signs in the hospital use the Dutch name of a department. This list gives the English name of each specialty beside it.',
      ),
      h2('Heart and vessels'),
      ul([
        'Cardiology (Cardiologie): heart conditions such as chest pain, heart rhythm disorders and heart failure',
        'Vascular surgery (Vaatchirurgie)',
        'Heart function testing (Hartfunctieonderzoek): ECG, echocardiography and exercise tests',
      ]),
      h2('Other specialties'),
      ul([
        'Internal medicine (Interne geneeskunde)',
        'Lung diseases (Longziekten)',
        'Gastroenterology (Maag-, darm- en leverziekten)',
        'Neurology (Neurologie)',
        'Orthopaedics (Orthopedie)',
        'Paediatrics (Kindergeneeskunde)',
        'Obstetrics and gynaecology (Verloskunde en gynaecologie)',
        'Surgery (Chirurgie)',
        'Dermatology (Dermatologie)',
        'Ophthalmology (Oogheelkunde)',
        'Ear, nose and throat (KNO)',
        'Urology (Urologie)',
      ]),
      p(
        `Each department has its own pages in Dutch, with its specialists and outpatient clinics: ${a('/afdelingen-en-centra', 'all departments and centres (in Dutch)')}.`,
      ),
    ],
  },
];

/** English routes and the Dutch pages they translate. */
export const PAGE_TRANSLATION_PAIRS: ReadonlyArray<{ nl: string; en: string }> = [
  { nl: '/toegankelijkheid', en: '/en/accessibility' },
  { nl: '/patienten-en-bezoekers', en: '/en/patients-and-visitors' },
  { nl: '/alles-over-uw-afspraak', en: '/en/to-the-outpatient-department/at-the-outpatient-department' },
  {
    nl: '/alles-over-uw-afspraak/voorbereiding-op-uw-afspraak',
    en: '/en/to-the-outpatient-department/preparing-for-your-appointment',
  },
  { nl: '/patienten-en-bezoekers/opname-in-het-ziekenhuis', en: '/en/hospital-admission' },
  {
    nl: '/patienten-en-bezoekers/opname-in-het-ziekenhuis/wat-neemt-u-mee',
    en: '/en/hospital-admission/what-to-bring',
  },
  { nl: '/afdelingen-en-centra/spoedeisende-hulp', en: '/en/emergency-department' },
  { nl: '/patienten-en-bezoekers/rechten-en-plichten', en: '/en/patient-information/rights-and-obligations' },
  { nl: '/patienten-en-bezoekers/kosten-en-vergoedingen', en: '/en/patient-information/costs-and-insurance' },
  { nl: '/patienten-en-bezoekers/tolken', en: '/en/patient-information/interpreters' },
  { nl: '/over-ons/klachten-en-complimenten', en: '/en/patient-information/compliments-and-complaints' },
  { nl: '/ik-wil-op-bezoek-komen/bezoektijden', en: '/en/general-visiting-times' },
  { nl: '/over-ons', en: '/en/about-us' },
  { nl: '/over-ons/organisatie', en: '/en/about-us/organisation' },
  { nl: '/over-ons/leerhuis', en: '/en/about-us/teaching-hospital' },
  { nl: '/patienten-en-bezoekers/parkeren-en-bereikbaarheid', en: '/en/about-us/locations' },
];

export function buildEnglishPages(context: WorldContext, registry: GeneralRegistry): WorldPage[] {
  const nextId = idSequence(ID_BASE.englishPage);
  return ENGLISH_PAGES.map((spec) =>
    generalPage(registry, {
      route: spec.route,
      sharepointId: nextId(),
      title: spec.title,
      intro: spec.intro,
      content: spec.content(context),
      headerImage: spec.header ? context.images.cms('headers', spec.header.name, 'header', spec.header.alt) : null,
      sidemenu: spec.sidemenu,
    }),
  );
}
