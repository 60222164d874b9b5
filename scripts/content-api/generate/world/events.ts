/**
 * Events ('Agenda pagina', route /agenda/{slug}): information evenings, symposia, courses and
 * open days in the year before and after the reference date, tagged like news.
 */
import type { WorldLocation, WorldPage } from '../../world/types.ts';
import {
  assembleContent,
  ctaBlock,
  headerBlock,
  locationBlock,
  textBlock,
  textWithImageBlock,
  type ContentPart,
} from './blocks.ts';
import { SECTION } from './constants.ts';
import { ID_BASE, idSequence, type WorldContext } from './context.ts';
import { GENERIC_CARDS, HEADER_POOL } from './images.ts';
import { LOCATIONS } from './locations.ts';
import type { Organisation } from './organisation.ts';
import { makePage } from './page.ts';
import type { SpecialistModel } from './specialists.ts';
import { pickAttachment, pickTags, titlesOf } from './tagging.ts';
import {
  bareCondition,
  capitalise,
  amsterdamTime,
  dayOffset,
  dutchDate,
  dutchTime,
  fill,
  html,
  isoDateTime,
  lowerTreatment,
  paragraph,
  slugify,
  uniqueSlug,
} from './text.ts';

const KINDS: ReadonlyArray<{
  template: string;
  audience: string;
  hour: readonly [number, number];
  tags?: readonly string[];
}> = [
  { template: 'Informatieavond {kaal}', audience: 'patiënten en hun naasten', hour: [19, 20] },
  {
    template: 'Voorlichtingsbijeenkomst {behandeling}',
    audience: 'patiënten die binnenkort behandeld worden',
    hour: [14, 19],
  },
  {
    template: 'Symposium {kaal} voor huisartsen',
    audience: 'huisartsen en praktijkondersteuners',
    hour: [17, 18],
    tags: ['Samenwerking'],
  },
  { template: 'Lotgenotenbijeenkomst {kaal}', audience: 'patiënten en hun partners', hour: [10, 14] },
  { template: 'Open dag {afdeling}', audience: 'iedereen die een kijkje achter de schermen wil nemen', hour: [10, 11] },
  { template: 'Webinar: vraag het de {rol}', audience: 'iedereen met vragen over {aandoening}', hour: [19, 20] },
  { template: 'Inloopspreekuur {kaal}', audience: 'patiënten en mantelzorgers', hour: [9, 13] },
  {
    template: 'Nascholing {kaal} voor verpleegkundigen',
    audience: 'verpleegkundigen en verzorgenden uit de regio',
    hour: [13, 16],
    tags: ['Opleiding'],
  },
  {
    template: 'Cursus omgaan met {aandoening}',
    audience: 'patiënten en hun naasten',
    hour: [10, 19],
    tags: ['Leefstijl'],
  },
  {
    template: 'Hoor Floor live: {kaal}',
    audience: 'luisteraars van de podcast en andere belangstellenden',
    hour: [20, 20],
    tags: ['Hoor Floor'],
  },
  {
    template: 'Inspiratiesessie werken bij {afdeling}',
    audience: 'zorgprofessionals die bij ons willen werken',
    hour: [16, 19],
    tags: ['Inspiratie', 'Werken bij'],
  },
  {
    template: 'Koffieochtend Vrienden van het Spaarne Gasthuis',
    audience: 'Vrienden en vrijwilligers',
    hour: [10, 10],
    tags: ['Vrienden'],
  },
];

const BODY: readonly string[] = [
  'Tijdens deze bijeenkomst vertellen onze specialisten over de nieuwste ontwikkelingen bij {aandoening}.',
  'Er is volop gelegenheid om vragen te stellen.',
  'Na afloop staan koffie en thee klaar en kunt u nog even napraten.',
  'U hoort wat u kunt verwachten en hoe u zich het beste kunt voorbereiden.',
  'Ervaringsdeskundigen vertellen hoe zij hun behandeling hebben beleefd.',
  'Deelname is gratis, maar aanmelden is wel nodig omdat er een beperkt aantal plaatsen is.',
  'Neem gerust uw partner of een naaste mee.',
  'De bijeenkomst wordt georganiseerd door de afdeling {afdeling} samen met de patiëntenvereniging.',
  'Voor huisartsen is accreditatie aangevraagd.',
  'De presentaties zijn na afloop op te vragen bij het secretariaat.',
];

export function buildEvents(
  context: WorldContext,
  organisation: Organisation,
  specialists: readonly SpecialistModel[],
  locations: readonly WorldLocation[],
): WorldPage[] {
  const random = context.random('events');
  const nextId = idSequence(ID_BASE.event);
  const slugs = new Set<string>();
  const count = context.scaled(150, 8);
  const pages: WorldPage[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = nextId();
    const attachment = pickAttachment(random, organisation, specialists);
    const spec = attachment.department.spec;
    const kind = random.pick(KINDS);
    const condition = spec ? random.pick(spec.conditions) : 'uw gezondheid';
    const values = {
      afdeling: attachment.department.title,
      aandoening: condition,
      kaal: bareCondition(condition),
      behandeling: spec ? lowerTreatment(random.pick(spec.treatments)) : 'uw behandeling',
      rol: (spec?.role.role ?? 'specialist').toLowerCase(),
    };
    const title = capitalise(fill(kind.template, values));
    const slug = uniqueSlug(slugs, slugify(title));
    // Past and future: from a year before to a year after the reference date, at the local time the editor typed.
    const eventTime = amsterdamTime(
      random.int(-365, 365),
      random.int(kind.hour[0], kind.hour[1]),
      random.pick([0, 0, 30]),
    );
    const publishedTime = Math.min(eventTime - random.int(14, 60) * 86_400_000, dayOffset(-random.int(0, 5), 9));
    const location = random.pick(LOCATIONS.filter((candidate) => candidate.main));
    const online = kind.template.startsWith('Webinar');
    const header = random.pick(
      HEADER_POOL.filter((image) => /symposium|informatieavond|overleg|arts-in-gesprek|receptie/.test(image.name)),
    );
    const headerImage = context.images.cms('headers', header.name, 'header', header.alt);
    const audience = fill(kind.audience, values);
    const intro = `Voor ${audience}. ${capitalise(dutchDate(eventTime))}, ${online ? 'online' : `Spaarne Gasthuis ${location.title}`}.`;
    const parts: ContentPart[] = [];
    if (random.chance(0.2))
      parts.push(headerBlock({ title, intro, image: { url: headerImage.Url, title: headerImage.Title } }));
    parts.push(html.p(paragraph(random, BODY, random.int(2, 4), values)));
    parts.push(html.h2('Praktische informatie'));
    const endTime = eventTime + random.int(1, 3) * 3_600_000;
    parts.push(
      html.ul([
        `${html.strong('Datum:')} ${dutchDate(eventTime)}`,
        `${html.strong('Tijd:')} ${dutchTime(eventTime).replace(' uur', '')} - ${dutchTime(endTime)}`,
        `${html.strong('Locatie:')} ${online ? 'online, u ontvangt de link na aanmelding' : `Spaarne Gasthuis ${location.title}, ${location.street}, ${location.postcodeCity}`}`,
        `${html.strong('Kosten:')} ${random.chance(0.8) ? 'gratis' : `€ ${random.pick(['15', '25', '35'])},- (inclusief lunch)`}`,
      ]),
    );
    if (random.chance(0.6)) {
      parts.push(
        ctaBlock('Aanmelden', 'Meld u uiterlijk een week van tevoren aan.', {
          title: 'Meld u aan',
          url: `https://formulieren.spaarnegasthuis.nl/aanmelden?evenement=${id}`,
        }),
      );
    } else {
      parts.push(
        textBlock(
          html.p(`Aanmelden kan via ${html.mail('evenementen@spaarnegasthuis.nl')} onder vermelding van “${title}”.`),
        ),
      );
    }
    if (!online && random.chance(0.25))
      parts.push(locationBlock('Waar vindt het plaats?', 'department', attachment.department.slug));
    if (random.chance(0.15)) {
      const card = random.pick(GENERIC_CARDS);
      parts.push(
        textWithImageBlock(
          'Vorige editie',
          html.p('Vorig jaar kwamen er ruim honderd bezoekers. Zij waardeerden vooral de ruimte om vragen te stellen.'),
          context.images.block('cards', card.name, 'card', card.alt),
          'right',
        ),
      );
    }
    pages.push(
      makePage({
        route: `${SECTION.events}/${slug}`,
        ContentType: 'Agenda pagina',
        SharepointId: id,
        Title: title,
        Path: `/${slug}`,
        HeaderDescription: intro,
        HeaderImage: headerImage,
        TeaserDescription: intro,
        EventDate: isoDateTime(eventTime),
        EventEndDate: isoDateTime(endTime),
        EventOnline: online,
        Location: online ? null : (locations.find((candidate) => candidate.slug === location.slug)?.details ?? null),
        PublicationDate: isoDateTime(publishedTime),
        Tags: pickTags(random, kind.tags ?? []),
        ...titlesOf(attachment),
        Content: assembleContent(id, parts),
      }),
    );
  }
  return pages;
}
