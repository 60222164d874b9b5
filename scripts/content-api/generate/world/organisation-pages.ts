/**
 * The pages of centres ('Centra pagina'), sub-centres ('Sub-centra pagina'), departments
 * ('Afdeling pagina') and sub-departments ('Sub-afdeling pagina'): same SharePoint id as the
 * entity, `Organisation` filled, and the refs the route needs.
 */
import type { WorldPage } from '../../world/types.ts';
import type { Random } from '../random.ts';
import {
  assembleContent,
  bmiBlock,
  ctaBlock,
  expandableBlock,
  expandableWithImageBlock,
  gridCentraBlock,
  headerBlock,
  linksListBlock,
  locationBlock,
  locationExpandableBlock,
  nested,
  newsTeaserBlock,
  phoneLookupBlock,
  quoteWithImageBlock,
  relatedContentBlock,
  specialistBlock,
  textWithImageBlock,
  waitingTimesBlock,
  type ContentPart,
} from './blocks.ts';
import { AWKWARD_CASES } from './awkward.ts';
import type { WorldContext } from './context.ts';
import { CARE_SENTENCES, cardImage, gridItem } from './content-kit.ts';
import type { FolderIndex } from './folders.ts';
import { GENERIC_HEADERS } from './images.ts';
import type { NewsModel } from './news.ts';
import { departmentRefOf, orphanCentreRef, refOfUnit, type Organisation, type OrgUnit } from './organisation.ts';
import { makePage } from './page.ts';
import { capitalise, html, joinList, paragraph } from './text.ts';

const { p, h2, ul } = html;

const CONTENT_TYPE = {
  centrum: 'Centra pagina',
  subcentrum: 'Sub-centra pagina',
  department: 'Afdeling pagina',
  subdepartment: 'Sub-afdeling pagina',
} as const;

const TREATMENT_NOTES: readonly string[] = [
  'U krijgt vooraf uitleg van de arts of verpleegkundige.',
  'Neem bij voorkeur iemand mee naar de afspraak.',
  'De uitslag hoort u meestal binnen twee weken.',
  'Soms moet u nuchter zijn; dat hoort u ruim van tevoren.',
  'Na afloop kunt u meestal dezelfde dag naar huis.',
  'In de folder leest u hoe u zich kunt voorbereiden.',
];

type Indexes = { news: readonly NewsModel[]; folders: FolderIndex };

function waitingTexts(title: string) {
  return {
    prefix: `Hieronder ziet u de gemiddelde wachttijden voor ${title}, in dagen.`,
    suffix: 'De wachttijden worden elke maand bijgewerkt. De werkelijke wachttijd kan afwijken.',
    general: 'Is uw klacht dringend? Overleg dan met uw huisarts. Die kan met ons een spoedafspraak maken.',
    department: `Voor een spoedafspraak bij ${title} neemt uw huisarts rechtstreeks contact op met de dienstdoende specialist.`,
  };
}

function headerFor(context: WorldContext, unit: OrgUnit) {
  return context.images.cms(
    'headers',
    `afdeling-${unit.slug}`,
    'header',
    `Zorgverleners van ${unit.title} in gesprek met een patiënt`,
  );
}

function phoneBlock(unit: OrgUnit): ContentPart {
  const phones = unit.details.PhoneNumbers;
  return phoneLookupBlock(
    'Telefoonnummers',
    phones.map((phone) => phone.SharepointId),
    phones.map((phone) => phone.Description),
  );
}

function newsSlugsFor(indexes: Indexes, titles: readonly string[], count: number): string[] {
  return indexes.news
    .filter((item) => item.departmentTitles.some((title) => titles.includes(title)))
    .sort((a, b) => (a.publicationDate < b.publicationDate ? 1 : -1))
    .slice(0, count)
    .map((item) => item.slug);
}

function centreContent(
  context: WorldContext,
  random: Random,
  organisation: Organisation,
  centre: OrgUnit,
  indexes: Indexes,
): ContentPart[] {
  const members = organisation.all.filter(
    (unit) => unit.centre === centre && (unit.kind === 'department' || unit.kind === 'subcentrum'),
  );
  const parts: ContentPart[] = [];
  if (random.chance(0.5)) parts.push(headerBlock({ title: centre.title, intro: centre.about, image: null }));
  parts.push(p(centre.about), p(paragraph(random, CARE_SENTENCES, 2)));
  if (members.length >= 2) {
    parts.push(
      gridCentraBlock(
        `Binnen het ${centre.title}`,
        members
          .slice(0, 3)
          .map((member) =>
            gridItem(
              member.title,
              member.route,
              member.about,
              cardImage(context, random),
              member.kind === 'department' ? 'Afdeling' : 'Centrum',
            ),
          ),
      ),
    );
  }
  parts.push(specialistBlock(`Specialisten van het ${centre.title}`, { centrum: centre.title }));
  parts.push(waitingTimesBlock('Wachttijden', 'centrum', centre.title, waitingTexts(`het ${centre.title}`)));
  const slugs = newsSlugsFor(
    indexes,
    members.map((member) => member.title),
    3,
  );
  if (slugs.length > 0) parts.push(newsTeaserBlock('Nieuws', slugs));
  parts.push(locationBlock('Locaties', 'centrum', centre.slug));
  parts.push(phoneBlock(centre));
  return parts;
}

function subcentreContent(context: WorldContext, random: Random, unit: OrgUnit): ContentPart[] {
  const parts: ContentPart[] = [p(unit.about), p(paragraph(random, CARE_SENTENCES, 2))];
  if (unit.route === AWKWARD_CASES.bmi) {
    parts.push(h2('Komt u in aanmerking?'));
    parts.push(
      bmiBlock(
        'Bereken uw BMI',
        'Vul uw leeftijd, lengte en gewicht in. U ziet direct of u in aanmerking komt voor een behandeling in het Obesitascentrum.',
      ),
    );
  }
  parts.push(specialistBlock(null, { subcentra: unit.title }));
  parts.push(
    random.chance(0.5)
      ? locationBlock('Waar vindt u ons?', 'subcentrum', unit.slug)
      : locationExpandableBlock('Waar vindt u ons?', 'subcentrum', unit.slug),
  );
  if (random.chance(0.4))
    parts.push(
      quoteWithImageBlock(
        'In het centrum werken we echt als één team rond de patiënt.',
        null,
        'Verpleegkundig specialist',
        cardImage(context, random),
      ),
    );
  parts.push(phoneBlock(unit));
  if (unit.centre)
    parts.push(
      ctaBlock(null, `Het ${unit.title} is onderdeel van het ${unit.centre.title}.`, {
        title: `Naar het ${unit.centre.title}`,
        url: unit.centre.route,
      }),
    );
  return parts;
}

function departmentContent(
  context: WorldContext,
  random: Random,
  organisation: Organisation,
  unit: OrgUnit,
  indexes: Indexes,
): ContentPart[] {
  const spec = unit.spec;
  const parts: ContentPart[] = [];
  if (random.chance(0.3)) parts.push(headerBlock({ title: unit.title, intro: unit.about, image: null }));
  parts.push(p(unit.about));
  if (spec) {
    parts.push(h2('Waarvoor kunt u bij ons terecht?'));
    parts.push(p(`Wij behandelen onder meer ${joinList(spec.conditions.slice(0, 4))}.`));
    const folders = indexes.folders.get(unit.title) ?? [];
    const treatments = spec.treatments.map((treatment) => {
      const folder = folders.find((entry) => entry.folder.DocumentTitle.startsWith(treatment));
      return {
        title: treatment,
        subtitle: null,
        icon: null,
        text: p(paragraph(random, TREATMENT_NOTES, 2)),
        blocks: folder
          ? [nested.links([{ title: `Folder: ${folder.folder.DocumentTitle}`, url: folder.folder.Path }])]
          : [],
      };
    });
    parts.push(
      random.chance(0.7)
        ? expandableBlock('Onderzoeken en behandelingen', treatments)
        : expandableWithImageBlock(
            'Onderzoeken en behandelingen',
            treatments.map((item) => ({ ...item, image: cardImage(context, random) })),
          ),
    );
  }
  const subs = organisation.subdepartments.filter((sub) => sub.department === unit);
  if (subs.length > 0) parts.push(h2('Onderdelen'), ul(subs.map((sub) => html.a(sub.route, sub.title))));
  parts.push(specialistBlock(`Specialisten ${unit.title}`, { department: unit.title }));
  if (!spec?.hideWaitingTimes)
    parts.push(waitingTimesBlock('Wachttijden', 'department', unit.title, waitingTexts(unit.title)));
  parts.push(
    random.chance(0.5)
      ? locationExpandableBlock('Locaties en telefoonnummers', 'department', unit.slug)
      : locationBlock('Locaties', 'department', unit.slug),
  );
  const folders = indexes.folders.get(unit.title) ?? [];
  if (folders.length > 0)
    parts.push(
      linksListBlock(
        'Patiëntenfolders',
        folders.slice(0, 5).map((entry) => ({ title: entry.folder.DocumentTitle, url: entry.folder.Path })),
      ),
    );
  if (random.chance(0.3))
    parts.push(
      textWithImageBlock(
        'Ons team',
        p(paragraph(random, CARE_SENTENCES, 2)),
        cardImage(context, random),
        random.chance(0.5) ? 'left' : 'right',
      ),
    );
  parts.push(relatedContentBlock(`Nieuws en agenda ${unit.title}`, 'department', [unit.title]));
  if (random.chance(0.3)) {
    const slugs = newsSlugsFor(indexes, [unit.title], 3);
    if (slugs.length > 0) parts.push(newsTeaserBlock('Uitgelicht', slugs));
  }
  parts.push(phoneBlock(unit));
  return parts;
}

function subdepartmentContent(random: Random, unit: OrgUnit): ContentPart[] {
  const parts: ContentPart[] = [p(unit.about), p(paragraph(random, CARE_SENTENCES, 2))];
  parts.push(specialistBlock(`Specialisten ${unit.title}`, { subdepartment: unit.title }));
  parts.push(locationBlock('Waar vindt u ons?', 'subdepartment', unit.slug));
  parts.push(phoneBlock(unit));
  if (unit.department)
    parts.push(
      ctaBlock(null, `${unit.title} is onderdeel van de afdeling ${unit.department.title}.`, {
        title: `Terug naar ${unit.department.title}`,
        url: unit.department.route,
      }),
    );
  return parts;
}

export function buildOrganisationPages(
  context: WorldContext,
  organisation: Organisation,
  indexes: Indexes,
): WorldPage[] {
  const random = context.random('organisation-pages');
  const units = [...organisation.all, organisation.orphan];
  return units.map((unit) => {
    let parts: ContentPart[];
    if (unit.orphan)
      parts = [
        p(unit.about),
        p('Deze afdeling is verhuisd. Neem voor vragen contact op met de afdeling Fysiotherapie.'),
      ];
    else if (unit.kind === 'centrum') parts = centreContent(context, random, organisation, unit, indexes);
    else if (unit.kind === 'subcentrum') parts = subcentreContent(context, random, unit);
    else if (unit.kind === 'department') parts = departmentContent(context, random, organisation, unit, indexes);
    else parts = subdepartmentContent(random, unit);
    const appointment = unit.details.AppointmentURL;
    const header =
      unit.kind === 'centrum' || unit.kind === 'department'
        ? headerFor(context, unit)
        : (() => {
            const pooled = random.pick(GENERIC_HEADERS);
            return context.images.cms('headers', pooled.name, 'header', pooled.alt);
          })();
    const centre = unit.orphan
      ? orphanCentreRef()
      : unit.kind === 'centrum'
        ? null
        : unit.centre && refOfUnit(unit.centre);
    // Sub-departments: the centre is taken from the sub-department or from its department;
    // every other one leaves it to the department ref.
    const subdepartmentCentre =
      unit.kind === 'subdepartment' && unit.department && unit.department.sharepointId % 2 === 0 ? null : centre;
    return makePage({
      route: unit.route,
      ContentType: CONTENT_TYPE[unit.kind],
      SharepointId: unit.sharepointId,
      Language: { Code: 'nl' },
      Title: unit.title,
      Path: unit.path,
      HeaderTitle: unit.title,
      HeaderDescription: unit.about,
      HeaderImage: header,
      HeaderLink: appointment ? { Title: 'Afspraak maken', Url: appointment } : null,
      TeaserDescription: random.chance(0.85) ? capitalise(unit.about) : null,
      HideWaitingTimes: unit.spec?.hideWaitingTimes ?? unit.details.HideWaiting,
      Centrum: unit.kind === 'subdepartment' ? subdepartmentCentre : centre,
      Department: unit.kind === 'subdepartment' && unit.department ? departmentRefOf(unit.department) : null,
      Organisation: unit.details,
      Content: assembleContent(unit.sharepointId, parts),
    });
  });
}
