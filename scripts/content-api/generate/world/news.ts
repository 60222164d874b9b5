/**
 * News items ('News pagina', route /nieuws/{slug}) spread over the two years before the reference
 * date, with an author, tags and the departments, specialists and centres they are about.
 */
import type { Author } from '@ziekenhuis/site-for-content-api';
import type { WorldPage } from '../../world/types.ts';
import type { Random } from '../random.ts';
import {
  assembleContent,
  ctaBlock,
  headerBlock,
  mediaBlock,
  mediaValue,
  peopleBlock,
  quoteBlock,
  relatedContentBlock,
  textWithImageBlock,
  type ContentPart,
} from './blocks.ts';
import { REFERENCE_TIME, SECTION } from './constants.ts';
import { ID_BASE, idSequence, type WorldContext } from './context.ts';
import { GENERIC_CARDS, GENERIC_HEADERS, PORTRAIT_FOLDERS } from './images.ts';
import { LOCATION_TITLES } from './locations.ts';
import { fullName } from './names.ts';
import type { Organisation } from './organisation.ts';
import { makePage } from './page.ts';
import type { SpecialistModel } from './specialists.ts';
import { pickAttachment, pickTags, titlesOf } from './tagging.ts';
import {
  bareCondition,
  capitalise,
  dayOffset,
  fill,
  html,
  isoDateTime,
  lowerTreatment,
  paragraph,
  slugify,
  uniqueSlug,
} from './text.ts';

export type NewsModel = {
  slug: string;
  route: string;
  title: string;
  publicationDate: string;
  departmentTitles: string[];
  tags: string[];
};

const TITLES: ReadonlyArray<{ template: string; tags?: readonly string[] }> = [
  { template: 'Nieuwe behandeling voor {aandoening} bij {afdeling}', tags: ['Innovatie'] },
  { template: '{afdeling} start spreekuur in {locatie}', tags: ['Patiëntenzorg'] },
  { template: 'Spaarne Gasthuis doet mee aan landelijk onderzoek naar {aandoening}', tags: ['Onderzoek'] },
  { template: 'Kortere wachttijd voor {behandeling}', tags: ['Patiëntenzorg'] },
  { template: '{behandeling} nu ook mogelijk in {locatie}' },
  { template: 'Nieuwe {rol} versterkt team {afdeling}', tags: ['Werken bij'] },
  { template: 'Zo bereidt u zich goed voor op {behandeling}', tags: ['Patiëntenzorg'] },
  { template: '{afdeling} ontvangt keurmerk voor zorg bij {aandoening}', tags: ['Kwaliteit'] },
  { template: 'Vrienden van het Spaarne Gasthuis schenken nieuwe apparatuur aan {afdeling}', tags: ['Vrienden'] },
  { template: 'Minder vaak naar het ziekenhuis dankzij thuismeten bij {aandoening}', tags: ['Innovatie'] },
  { template: 'Promotieonderzoek naar {kaal} levert nieuwe inzichten op', tags: ['Onderzoek'] },
  { template: 'Vernieuwde polikliniek {afdeling} in {locatie} geopend' },
  { template: 'Hoor Floor: podcast over leven met {aandoening}', tags: ['Hoor Floor'] },
  { template: 'Inspiratie: een dag meelopen met de {rol}', tags: ['Inspiratie', 'Werken bij'] },
  { template: '{afdeling} werkt nauwer samen met huisartsen bij {aandoening}', tags: ['Samenwerking'] },
  { template: 'Nieuwe apparatuur maakt {behandeling} minder belastend', tags: ['Innovatie'] },
  { template: 'Duurzame zorg: {afdeling} gebruikt minder wegwerpmateriaal', tags: ['Duurzaamheid'] },
  { template: 'Landelijke erkenning voor de zorg bij {aandoening}', tags: ['Kwaliteit'] },
  { template: 'Uw vragen over {kaal} beantwoord door onze {rol}' },
  { template: 'Eerste patiënt in {locatie} geholpen met {behandeling}' },
  { template: 'Samen beslissen over de behandeling van {aandoening}', tags: ['Patiëntenzorg'] },
  { template: 'Wachtkamer {afdeling} krijgt een nieuwe inrichting', tags: ['Vrienden'] },
  { template: 'Studenten lopen mee op de afdeling {afdeling}', tags: ['Opleiding'] },
  { template: 'Nieuwe richtlijn voor {kaal}: wat verandert er voor u?' },
  { template: 'Patiëntervaring: “Na {behandeling} kan ik weer alles”', tags: ['Patiëntenzorg'] },
];

const LEADS: readonly string[] = [
  'Goed nieuws voor patiënten met {aandoening}: de afdeling {afdeling} zet een volgende stap.',
  'De afdeling {afdeling} van het Spaarne Gasthuis vernieuwt de zorg voor patiënten met {aandoening}.',
  'Vanaf deze maand verandert er iets voor patiënten van de afdeling {afdeling}.',
  'Het Spaarne Gasthuis investeert in betere zorg dicht bij huis, dit keer bij de afdeling {afdeling}.',
  'Patiënten met {aandoening} kunnen in het Spaarne Gasthuis rekenen op zorg die steeds beter wordt.',
  'Een mijlpaal voor de afdeling {afdeling}, en vooral voor haar patiënten.',
];

const BODY: readonly string[] = [
  'Volgens {specialist} betekent dit een echte verbetering voor patiënten met {aandoening}.',
  'De afdeling {afdeling} werkt hiervoor nauw samen met de huisartsen in de regio.',
  'Patiënten hoeven daardoor minder vaak naar het ziekenhuis te komen.',
  'De eerste resultaten zijn bemoedigend: patiënten herstellen sneller en zijn tevredener over de zorg.',
  'Het team heeft zich de afgelopen maanden goed voorbereid op deze nieuwe werkwijze.',
  'Ook verpleegkundigen en doktersassistenten zijn speciaal hiervoor opgeleid.',
  'Heeft u vragen? Bespreek ze dan met uw behandelend arts of verpleegkundige.',
  'De komende periode volgen we nauwkeurig hoe het gaat, zodat we de zorg waar nodig kunnen bijstellen.',
  'In {locatie} kunnen patiënten voortaan dicht bij huis terecht.',
  'Dankzij de steun van de Vrienden van het Spaarne Gasthuis kon de afdeling deze stap zetten.',
  'Jaarlijks helpt de afdeling {afdeling} duizenden patiënten uit Zuid-Kennemerland en de Haarlemmermeer.',
  'Voor {behandeling} is in de meeste gevallen een verwijzing van de huisarts nodig.',
  'Het onderzoek loopt in samenwerking met het Amsterdam UMC en het LUMC.',
  'De nieuwe werkwijze sluit aan bij de landelijke afspraken over passende zorg.',
  'Patiënten die in aanmerking komen, krijgen hierover bericht van hun behandelaar.',
  'Meer informatie vindt u in de folder die u bij uw afspraak ontvangt.',
  'Daarmee is het Spaarne Gasthuis een van de eerste ziekenhuizen in Noord-Holland die deze zorg aanbieden.',
  'Wij danken alle patiënten die hun ervaringen met ons deelden; hun feedback heeft ons enorm geholpen.',
];

const AUTHORS: ReadonlyArray<{ name: string; role: string | null; image: boolean; link: string | null }> = [
  { name: 'Marieke Schouten', role: 'Communicatieadviseur', image: true, link: null },
  { name: 'Youssef Benali', role: 'Persvoorlichter', image: true, link: 'https://www.linkedin.com/in/youssef-benali' },
  { name: 'Iris van der Wal', role: 'Redacteur', image: false, link: null },
  { name: 'Thomas Hoekstra', role: 'Communicatieadviseur', image: true, link: null },
  { name: 'Redactie Spaarne Gasthuis', role: null, image: false, link: null },
  {
    name: 'Daniëlle Kartosen',
    role: 'Contentmarketeer',
    image: true,
    link: 'https://www.linkedin.com/in/danielle-kartosen',
  },
];

export type NewsResult = { news: NewsModel[]; pages: WorldPage[] };

export function buildNews(
  context: WorldContext,
  organisation: Organisation,
  specialists: readonly SpecialistModel[],
): NewsResult {
  const random = context.random('news');
  // A stream of its own, so that the edits leave the rest of the news as it was.
  const edits = context.random('news-edits');
  const nextId = idSequence(ID_BASE.news);
  const slugs = new Set<string>();
  const count = context.scaled(400, 12);
  const news: NewsModel[] = [];
  const pages: WorldPage[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = nextId();
    const attachment = pickAttachment(random, organisation, specialists);
    const spec = attachment.department.spec;
    const specialist = attachment.specialists[0];
    const condition = spec ? random.pick(spec.conditions) : 'uw klachten';
    const values = {
      afdeling: attachment.department.title,
      aandoening: condition,
      kaal: bareCondition(condition),
      behandeling: spec ? lowerTreatment(random.pick(spec.treatments)) : 'de behandeling',
      locatie: random.pick(LOCATION_TITLES),
      rol: (specialist?.role ?? spec?.role.role ?? 'verpleegkundige').toLowerCase(),
      specialist: specialist
        ? `${specialist.role.toLowerCase()} ${fullName(specialist.person)}`
        : `de ${(spec?.role.role ?? 'specialist').toLowerCase()}`,
    };
    const titleSpec = random.pick(TITLES);
    const title = capitalise(fill(titleSpec.template, values));
    const slug = uniqueSlug(slugs, slugify(title));
    const published = dayOffset(-random.int(0, 730), random.int(7, 17), random.pick([0, 15, 30, 45]));
    const tags = pickTags(random, titleSpec.tags ?? []);
    // Half of the items show the department's own photo, the others a general one.
    const header = random.pick(GENERIC_HEADERS);
    const headerImage = random.chance(0.5)
      ? context.images.cms(
          'headers',
          `afdeling-${attachment.department.slug}`,
          'header',
          `Zorgverleners van ${attachment.department.title} in gesprek met een patiënt`,
        )
      : context.images.cms('headers', header.name, 'header', header.alt);
    const teaser = paragraph(random, LEADS, 1, values);
    const parts: ContentPart[] = [];
    if (random.chance(0.2))
      parts.push(headerBlock({ title, intro: teaser, image: { url: headerImage.Url, title: headerImage.Title } }));
    parts.push(html.p(`<strong>${teaser}</strong>`));
    parts.push(html.p(paragraph(random, BODY, random.int(2, 4), values)));
    if (random.chance(0.5)) {
      parts.push(
        html.h2(
          random.pick(['Wat betekent dit voor u?', 'Hoe werkt het?', 'Waarom is dit belangrijk?', 'Hoe nu verder?']),
        ),
      );
      parts.push(html.p(paragraph(random, BODY, random.int(2, 3), values)));
    }
    if (specialist && random.chance(0.6)) {
      parts.push(quoteBlock(random.pick(QUOTES), fullName(specialist.person), specialist.role));
    }
    const roll = random.next();
    if (roll < 0.25) {
      const card = random.pick(GENERIC_CARDS);
      parts.push(
        mediaBlock(
          mediaValue({
            image: context.images.block('cards', card.name, 'card', card.alt),
            caption: random.chance(0.6) ? card.alt : null,
            source: random.chance(0.5) ? 'Foto: Spaarne Gasthuis' : null,
          }),
        ),
      );
    } else if (roll < 0.4) {
      const card = random.pick(GENERIC_CARDS);
      parts.push(
        textWithImageBlock(
          null,
          html.p(paragraph(random, BODY, 2, values)),
          context.images.block('cards', card.name, 'card', card.alt),
          random.chance(0.5) ? 'left' : 'right',
        ),
      );
    }
    if (attachment.specialists.length > 1 && random.chance(0.5)) {
      parts.push(
        peopleBlock(
          'Betrokken specialisten',
          attachment.specialists.map((person) => ({
            name: person.displayTitle,
            email: null,
            phoneNumber: null,
            url: person.route,
            image: person.image,
          })),
        ),
      );
    }
    if (random.chance(0.35))
      parts.push(relatedContentBlock('Meer nieuws', 'department', [attachment.department.title]));
    else if (random.chance(0.2))
      parts.push(
        ctaBlock(null, `Meer weten over de afdeling ${attachment.department.title}?`, {
          title: `Naar ${attachment.department.title}`,
          url: attachment.department.route,
        }),
      );
    const author = pickAuthor(context, random, specialist);
    const publicationDate = isoDateTime(published);
    // Some items were edited after they appeared (never after the reference date).
    const modified = edits.chance(0.4)
      ? Math.max(
          published,
          Math.min(published + edits.int(1, 40) * 86_400_000 + edits.int(1, 8) * 3_600_000, REFERENCE_TIME),
        )
      : published;
    pages.push(
      makePage({
        route: `${SECTION.news}/${slug}`,
        ContentType: 'News pagina',
        SharepointId: id,
        Title: title,
        Path: `/${slug}`,
        MetaTitle: random.chance(0.1) ? `${title} | Nieuws` : null,
        HeaderDescription: teaser,
        HeaderImage: headerImage,
        TeaserDescription: teaser,
        PublicationDate: publicationDate,
        ModifiedDate: isoDateTime(modified),
        Author: author,
        Tags: tags,
        ...titlesOf(attachment),
        Content: assembleContent(id, parts),
      }),
    );
    news.push({
      slug,
      route: `${SECTION.news}/${slug}`,
      title,
      publicationDate,
      departmentTitles: attachment.departments.map((unit) => unit.title),
      tags: tags.map((tag) => tag.Title),
    });
  }
  return { news, pages };
}

const QUOTES = [
  'We zien dat patiënten hier echt baat bij hebben. Dat maakt ons werk zo waardevol.',
  'Het mooiste is dat patiënten sneller weer thuis zijn, bij hun eigen familie.',
  'Dit lukt alleen doordat iedereen in het team er de schouders onder zet.',
  'Door samen te werken met de huisartsen kunnen we nog betere zorg dicht bij huis bieden.',
  'Ik ben trots op wat we hier met elkaar hebben neergezet.',
];

function pickAuthor(context: WorldContext, random: Random, specialist: SpecialistModel | undefined): Author {
  if (specialist && random.chance(0.15)) {
    return {
      Title: fullName(specialist.person),
      Role: specialist.role,
      Image: specialist.image && { Title: specialist.image.title, Url: specialist.image.url },
      Link: { Url: specialist.route },
    };
  }
  const author = random.pick(AUTHORS);
  return {
    Title: author.name,
    Role: author.role,
    Image: author.image
      ? context.images.cms(PORTRAIT_FOLDERS.author, slugify(author.name), 'portrait', `Portretfoto van ${author.name}`)
      : null,
    Link: author.link ? { Url: author.link } : null,
  };
}
