import type { GeneratorStep } from '../context.ts';

const PORTAL_LOGIN = 'https://mijn.spaarnegasthuis.nl/inloggen';

/**
 * The CMS overlay of the bundled UI strings (src/i18n/*.json): dotted keys, each of which must
 * exist in the bundled file of its language (a unit test checks this).
 */
export const TRANSLATION_OVERLAY: Readonly<Record<'nl' | 'en', Readonly<Record<string, string>>>> = {
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

export const translationsStep: GeneratorStep = {
  name: 'translations',
  run({ db }) {
    const insert = db.prepare('INSERT INTO translations (language, key, value) VALUES (?, ?, ?)');
    for (const [language, entries] of Object.entries(TRANSLATION_OVERLAY)) {
      for (const [key, value] of Object.entries(entries)) insert.run(language, key, value);
    }
  },
};
