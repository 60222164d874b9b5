/**
 * Pages of their own kind: the waiting-times page ('Wachttijden pagina', route /wachttijden) and the
 * unpublished drafts that only the preview call serves, each with its own token.
 */
import type { WorldPage } from '../../world/types.ts';
import { AWKWARD_CASES, EDITORIAL_SLIPS } from './awkward.ts';
import { assembleContent, ctaBlock, linksListBlock, textBlock } from './blocks.ts';
import { SECTION } from './constants.ts';
import { ID_BASE, type WorldContext } from './context.ts';
import { headerImage } from './content-kit.ts';
import { makePage } from './page.ts';
import { referenceDay } from './review-dates.ts';
import { amsterdamTime, dayOffset, hexToken, html, isoDateTime } from './text.ts';

const { p } = html;

export function buildWaitingTimesPage(context: WorldContext): WorldPage {
  const random = context.random('waiting-times-page');
  const id = ID_BASE.specialPage + 1;
  return makePage({
    route: SECTION.waitingTimes,
    ContentType: 'Wachttijden pagina',
    SharepointId: id,
    Title: 'Wachttijden',
    Path: SECTION.waitingTimes,
    HeaderDescription: 'Hoe lang moet u wachten op een eerste afspraak, een onderzoek of een behandeling?',
    HeaderImage: headerImage(context, random, 'polikliniek-wachtruimte'),
    TeaserDescription: 'De actuele wachttijden per afdeling en locatie.',
    Content: assembleContent(id, [
      p(
        'Hieronder ziet u de gemiddelde wachttijden in dagen voor een eerste afspraak op de polikliniek, voor onderzoeken en voor behandelingen. De wachttijden worden elke maand bijgewerkt.',
      ),
      p(
        'Een streepje (-) betekent dat de wachttijd op dit moment niet beschikbaar is of dat de afdeling op die locatie geen spreekuur heeft.',
      ),
      textBlock(
        p(
          'Is uw klacht dringend? Overleg dan met uw huisarts. Die kan contact met ons opnemen voor een spoedafspraak.',
        ),
        'Spoed',
      ),
      ctaBlock(null, 'Heeft u een verwijzing? Maak dan zelf een afspraak.', {
        title: 'Alles over uw afspraak',
        url: '/alles-over-uw-afspraak',
      }),
      linksListBlock('Meer informatie', [
        {
          title: 'Wachttijden in Nederland vergelijken (ZorgkaartNederland)',
          url: 'https://www.zorgkaartnederland.nl',
        },
        { title: 'Afdelingen en centra', url: '/afdelingen-en-centra' },
      ]),
    ]),
  });
}

type Draft = Parameters<typeof makePage>[0];

/** Unpublished drafts: served only by GET sharepoint/preview/{slug}?token=. */
export function buildUnpublishedPages(context: WorldContext): WorldPage[] {
  const random = context.random('unpublished');
  let id = ID_BASE.unpublished;
  const next = (): number => (id += 1);
  const header = () => headerImage(context, random);
  const drafts: Draft[] = [
    {
      route: '/nieuws/concept-nieuwe-parkeertarieven-per-1-januari',
      ContentType: 'News pagina',
      SharepointId: next(),
      Title: 'Nieuwe parkeertarieven per 1 januari',
      Path: '/concept-nieuwe-parkeertarieven-per-1-januari',
      HeaderImage: header(),
      TeaserDescription: 'Vanaf 1 januari gaan de parkeertarieven op de hoofdlocaties omhoog.',
      PublicationDate: isoDateTime(dayOffset(14, 9)),
      Author: { Title: 'Marieke Schouten', Role: 'Communicatieadviseur', Image: null, Link: null },
      Tags: [{ Title: 'Patiëntenzorg' }],
      Content: assembleContent(id, [
        p(
          'CONCEPT – niet publiceren vóór akkoord van de raad van bestuur. Vanaf 1 januari kost parkeren € 2,70 per uur.',
        ),
      ]),
    },
    {
      route: '/agenda/open-dag-nieuwe-polikliniek-hoofddorp',
      ContentType: 'Agenda pagina',
      SharepointId: next(),
      Title: 'Open dag nieuwe polikliniek Hoofddorp',
      Path: '/open-dag-nieuwe-polikliniek-hoofddorp',
      HeaderImage: header(),
      EventDate: isoDateTime(amsterdamTime(90, 10)),
      PublicationDate: isoDateTime(dayOffset(30, 9)),
      Content: assembleContent(id, [p('Kom kijken in de vernieuwde poliklinieken. Programma volgt.')]),
    },
    {
      route: AWKWARD_CASES.contentChecksDraft,
      ContentType: 'Spaarne pagina',
      SharepointId: next(),
      Title: 'Nieuwe huisregels',
      Path: '/nieuwe-huisregels',
      Parent: {
        SharepointId: ID_BASE.generalPage + 1,
        Title: 'Patiënten en bezoekers',
        Path: '/patienten-en-bezoekers',
        Parent: null,
      },
      TeaserDescription: 'De huisregels voor patiënten en bezoekers, herzien.',
      // Its review has lapsed: the preview tells the editor so.
      LastReviewedDate: referenceDay(-420),
      NextReviewDate: referenceDay(-55),
      Content: assembleContent(id, [
        p('Deze pagina is nog in bewerking.'),
        html.ul(['Rookvrij terrein', 'Respectvol met elkaar omgaan', 'Geen foto’s van andere patiënten']),
        EDITORIAL_SLIPS.vagueLink('/ik-wil-op-bezoek-komen'),
        EDITORIAL_SLIPS.skippedHeading,
        p('De bezoektijden op de intensive care spreekt u af met de verpleging.'),
      ]),
    },
    {
      route: '/vrienden/eindejaarsactie',
      ContentType: 'Vrienden pagina',
      SharepointId: next(),
      Title: 'Eindejaarsactie',
      Path: '/eindejaarsactie',
      HeaderImage: header(),
      Content: assembleContent(id, [
        p('Help ons aan een nieuwe belevingstuin voor de kinderafdeling.'),
        ctaBlock(null, 'Doe mee', { title: 'Doneer', url: '/vrienden/donatie' }),
      ]),
    },
    {
      route: '/wetenschappelijke-onderzoeken/concept-thuis-herstellen-na-een-operatie',
      ContentType: 'Onderzoek pagina',
      SharepointId: next(),
      Title: 'THUIS-studie: thuis herstellen na een operatie',
      Path: '/concept-thuis-herstellen-na-een-operatie',
      Research: {
        PatientNeeded: true,
        Onderwerp: 'Herstel na een operatie',
        Departments: [{ Title: 'Chirurgie' }],
        Specialists: [],
      },
      Content: assembleContent(id, [p('Concepttekst; wacht op goedkeuring van de METC.')]),
    },
  ];
  return drafts.map((draft) => ({ ...makePage(draft), published: false, previewToken: hexToken(random, 32) }));
}
