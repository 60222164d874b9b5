/**
 * Scientific research studies ('Onderzoek pagina', route /wetenschappelijke-onderzoeken/{slug}):
 * about half look for patients; each names its departments and researchers.
 */
import type { ResearchDetails } from '@ziekenhuis/site-for-content-api';
import type { WorldPage } from '../../world/types.ts';
import { assembleContent, ctaBlock, headerBlock, linksListBlock, peopleBlock, type ContentPart } from './blocks.ts';
import { SECTION } from './constants.ts';
import { ID_BASE, idSequence, type WorldContext } from './context.ts';
import { HEADER_POOL } from './images.ts';
import type { Organisation } from './organisation.ts';
import { makePage } from './page.ts';
import type { SpecialistModel } from './specialists.ts';
import { specialistsOf } from './tagging.ts';
import {
  bareCondition,
  capitalise,
  fill,
  html,
  lowerTreatment,
  paragraph,
  pickSome,
  slugify,
  uniqueSlug,
} from './text.ts';

const ACRONYMS = [
  'PROTECT',
  'HEART-FIT',
  'COLOCARE',
  'SLEEPWELL',
  'MOVE-ON',
  'KNEE-PRO',
  'BREATHE',
  'FALL-STOP',
  'VISION',
  'DELIRIUM-ZERO',
  'CARE4U',
  'HOME-MONITOR',
  'PAIN-LESS',
  'STEP-UP',
  'FIT-OK',
  'NUTRI-ACT',
  'BRIGHT',
  'SMART-DOSE',
  'QUICK-HEAL',
  'TOGETHER',
  'SHARED',
  'BETTER-BACK',
  'SKIN-SAFE',
  'KIDNEY-GUARD',
  'EARLY-SEE',
  'MIND-SET',
  'FAST-TRACK',
  'RECOVER',
  'BALANCE',
  'LIGHT',
];

const PURPOSES = [
  'Onderzoek naar de beste behandeling van {aandoening}',
  'Thuis meten bij {aandoening}',
  'Sneller herstel na {behandeling}',
  'Minder pijn na {behandeling}',
  'Samen beslissen bij {aandoening}',
  'Leefstijladvies bij {aandoening}',
  'Vroeg opsporen van {aandoening}',
  'Kwaliteit van leven bij {aandoening}',
];

const WHY: readonly string[] = [
  'Nog niet goed bekend is welke behandeling het beste werkt bij {aandoening}.',
  'Met dit onderzoek willen we de zorg voor patiënten met {aandoening} verbeteren.',
  'De resultaten helpen artsen in heel Nederland om betere keuzes te maken.',
  'Eerdere kleinere studies lieten veelbelovende resultaten zien.',
  'Het onderzoek wordt uitgevoerd in samenwerking met andere ziekenhuizen in Noord-Holland.',
  'Het onderzoek is goedgekeurd door een medisch-ethische toetsingscommissie.',
];

const PARTICIPATE: readonly string[] = [
  'Als u meedoet, komt u een paar keer extra naar het ziekenhuis voor een controle.',
  'U vult drie keer een korte vragenlijst in over hoe het met u gaat.',
  'Meedoen is vrijwillig. U kunt op elk moment stoppen, zonder dat dit gevolgen heeft voor uw behandeling.',
  'Uw gegevens worden vertrouwelijk en gecodeerd verwerkt.',
  'U krijgt een reiskostenvergoeding voor de extra bezoeken.',
];

export function buildResearch(
  context: WorldContext,
  organisation: Organisation,
  specialists: readonly SpecialistModel[],
): WorldPage[] {
  const random = context.random('research');
  const nextId = idSequence(ID_BASE.research);
  const slugs = new Set<string>();
  const candidates = organisation.departments.filter(
    (unit) => unit.spec && !unit.spec.support && unit.spec.weight > 0 && specialistsOf(specialists, unit).length > 0,
  );
  const count = context.scaled(40, 6);
  const pages: WorldPage[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = nextId();
    const department = random.pick(candidates);
    const spec = department.spec;
    const condition = spec ? random.pick(spec.conditions) : 'deze aandoening';
    const treatment = spec ? lowerTreatment(random.pick(spec.treatments)) : 'de behandeling';
    const values = { aandoening: condition, behandeling: treatment };
    const acronym = random.pick(ACRONYMS);
    const purpose = fill(random.pick(PURPOSES), values);
    const title = `${acronym}-studie: ${purpose.charAt(0).toLowerCase()}${purpose.slice(1)}`;
    const slug = uniqueSlug(slugs, slugify(`${acronym}-studie`));
    const departments = [department];
    if (random.chance(0.2)) {
      const other = random.pick(candidates);
      if (other !== department) departments.push(other);
    }
    const researchers = pickSome(random, specialistsOf(specialists, department), random.int(1, 3));
    // About half look for patients; the first two settle both kinds at every scale.
    const patientNeeded = i === 0 ? true : i === 1 ? false : random.chance(0.5);
    const research: ResearchDetails = {
      PatientNeeded: patientNeeded,
      Onderwerp: random.chance(0.9) ? capitalise(bareCondition(condition)) : null,
      Departments: departments.map((unit) => ({ Title: unit.title })),
      Specialists: researchers.map((person) => ({
        Name: person.person.name,
        Role: person.role,
        Surname: person.person.surname,
        Tussenvoegsel: person.person.tussenvoegsel,
      })),
    };
    const intro = `${purpose}. ${paragraph(random, WHY, 1, values)}`;
    const header = random.pick(
      HEADER_POOL.filter((image) => /onderzoek|laboratorium|overleg|arts-in-gesprek/.test(image.name)),
    );
    const headerImage = context.images.cms('headers', header.name, 'header', header.alt);
    const parts: ContentPart[] = [];
    if (random.chance(0.2))
      parts.push(headerBlock({ title, intro, image: { url: headerImage.Url, title: headerImage.Title } }));
    parts.push(html.h2('Waarom dit onderzoek?'));
    parts.push(html.p(paragraph(random, WHY, random.int(2, 4), values)));
    if (patientNeeded) {
      parts.push(html.h2('Wie kunnen meedoen?'));
      parts.push(
        html.p(
          `Wij zoeken volwassen patiënten met ${condition} die onder behandeling zijn bij de afdeling ${department.title}.`,
        ),
      );
      parts.push(html.h2('Wat betekent meedoen voor u?'));
      parts.push(html.p(paragraph(random, PARTICIPATE, random.int(2, 4), values)));
      parts.push(
        ctaBlock('Meedoen?', 'Heeft u interesse of wilt u eerst meer weten? Neem contact op met het onderzoeksteam.', {
          title: 'Mail het onderzoeksteam',
          url: `mailto:onderzoek@spaarnegasthuis.nl?subject=${encodeURIComponent(`${acronym}-studie`)}`,
        }),
      );
    } else {
      parts.push(html.p('Voor dit onderzoek zoeken wij op dit moment geen deelnemers.'));
    }
    if (researchers.length > 0) {
      parts.push(
        peopleBlock(
          'Onderzoeksteam',
          researchers.map((person) => ({
            name: person.displayTitle,
            email: random.chance(0.5) ? 'onderzoek@spaarnegasthuis.nl' : null,
            phoneNumber: random.chance(0.3) ? '023 224 0850' : null,
            url: person.route,
            image: person.image,
          })),
        ),
      );
    }
    if (random.chance(0.4)) {
      parts.push(
        linksListBlock('Meer informatie', [
          { title: 'Onderzoek met mensen (CCMO)', url: 'https://www.onderzoekmetmensen.nl' },
          { title: 'Wetenschappelijk onderzoek in het Spaarne Gasthuis', url: '/wetenschappelijke-onderzoeken' },
        ]),
      );
    }
    pages.push(
      makePage({
        route: `${SECTION.research}/${slug}`,
        ContentType: 'Onderzoek pagina',
        SharepointId: id,
        Title: title,
        Path: `/${slug}`,
        HeaderDescription: intro,
        HeaderImage: headerImage,
        TeaserDescription: intro,
        DepartmentsTitles: departments.map((unit) => unit.title),
        SpecialistsTitles: researchers.map((person) => person.displayTitle),
        CentraTitles: department.centre ? [department.centre.title] : [],
        Research: research,
        Content: assembleContent(id, parts),
      }),
    );
  }
  return pages;
}
