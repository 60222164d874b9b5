import type { GeneratorStep } from '../context.ts';

/** The notice shown when the banner is on: a telephone outage with an alternative number. */
export const CRISIS_BANNER_HTML =
  '<p><strong>Storing telefonie:</strong> ons algemene nummer 023 224 0000 is op dit moment slecht bereikbaar. ' +
  'Heeft u een dringende vraag? Bel dan tijdelijk 023 890 8100. Bij levensbedreigende situaties belt u altijd 112. ' +
  'Kijk voor andere manieren om ons te bereiken op <a href="/contact">onze contactpagina</a>.</p>';

export const crisisBannerStep: GeneratorStep = {
  name: 'crisis-banner',
  run({ db, options }) {
    db.prepare('INSERT INTO crisis_banner (id, content) VALUES (1, ?)').run(options.crisisBanner ? CRISIS_BANNER_HTML : null);
  },
};
