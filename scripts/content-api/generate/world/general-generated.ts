/**
 * Generated Dutch general pages, scaled: pages under departments (first appointment, questions,
 * referrers...), under centres, and A to Z pages about examinations, treatments and conditions
 * with their sub-pages, so the general section is one to three levels deep.
 */
import type { WorldPage } from '../../world/types.ts';
import type { Random } from '../random.ts';
import {
  carouselBlock,
  ctaBlock,
  ctaWithImageBlock,
  expandableBlock,
  featuredContentBlock,
  gridImageBlock,
  gridPlainBlock,
  linksListBlock,
  locationBlock,
  locationExpandableBlock,
  mediaBlock,
  mediaValue,
  nested,
  quoteBlock,
  quoteWithImageBlock,
  relatedContentBlock,
  specialistBlock,
  textWithImageBlock,
  type ContentPart,
} from './blocks.ts';
import { ID_BASE, type WorldContext } from './context.ts';
import { CARE_SENTENCES, cardImage, gridItem, headerImage, teaserCard } from './content-kit.ts';
import type { DutchKit } from './general-pages.ts';
import { generalPage, type GeneralRegistry } from './general-tree.ts';
import type { OrgUnit } from './organisation.ts';
import { capitalise, fill, html, lowerTreatment, paragraph, slugify } from './text.ts';

const { p, h2, ul } = html;

type PlannedPage = {
  route: string;
  title: string;
  intro: string;
  organisation: OrgUnit | null;
  sidemenu: boolean;
  body: (random: Random, exists: (route: string) => boolean) => ContentPart[];
};

type Template = { slug: string; title: string; intro: string; when?: (unit: OrgUnit) => boolean };

const DEPARTMENT_TEMPLATES: readonly Template[] = [
  {
    slug: 'eerste-afspraak',
    title: 'Uw eerste afspraak bij {afdeling}',
    intro: 'Wat kunt u verwachten bij uw eerste bezoek aan de polikliniek {afdeling}?',
    when: (unit) => (unit.spec?.poli.length ?? 0) > 0,
  },
  {
    slug: 'veelgestelde-vragen',
    title: 'Veelgestelde vragen over {afdeling}',
    intro: 'Antwoorden op vragen die patiënten ons vaak stellen.',
  },
  {
    slug: 'voor-verwijzers',
    title: '{afdeling} voor verwijzers',
    intro: 'Informatie voor huisartsen en andere verwijzers.',
  },
  {
    slug: 'ons-team',
    title: 'Het team van {afdeling}',
    intro: 'Maak kennis met de specialisten en verpleegkundigen van {afdeling}.',
  },
  {
    slug: 'opname',
    title: 'Opgenomen bij {afdeling}',
    intro: 'Wat u moet weten als u wordt opgenomen op de verpleegafdeling.',
    when: (unit) => (unit.spec?.wards?.length ?? 0) > 0,
  },
  {
    slug: 'na-uw-behandeling',
    title: 'Na uw behandeling bij {afdeling}',
    intro: 'Herstel, controles en wanneer u contact met ons opneemt.',
  },
  {
    slug: 'ervaringen-van-patienten',
    title: 'Ervaringen van patiënten',
    intro: 'Patiënten van {afdeling} vertellen over hun behandeling.',
  },
  {
    slug: 'samenwerking-in-de-regio',
    title: 'Samenwerking in de regio',
    intro: '{afdeling} werkt samen met huisartsen, thuiszorg en andere ziekenhuizen.',
  },
  {
    slug: 'onderzoek-en-innovatie',
    title: 'Onderzoek en innovatie bij {afdeling}',
    intro: 'Zo werken wij aan de zorg van morgen.',
  },
  {
    slug: 'contact-en-bereikbaarheid',
    title: 'Contact en bereikbaarheid {afdeling}',
    intro: 'Telefoonnummers, spreekuren en locaties van {afdeling}.',
  },
];

const CENTRE_TEMPLATES: readonly Template[] = [
  { slug: 'over-het-centrum', title: 'Over het {afdeling}', intro: 'Wie wij zijn en hoe wij samenwerken.' },
  { slug: 'patientverhalen', title: 'Patiëntverhalen', intro: 'Patiënten van het {afdeling} vertellen.' },
  { slug: 'veelgestelde-vragen', title: 'Veelgestelde vragen', intro: 'Vragen en antwoorden over het {afdeling}.' },
];

const EXAM_SENTENCES: readonly string[] = [
  'Bij {onderwerp} kijkt de arts naar de oorzaak van uw klachten.',
  'Het onderzoek duurt meestal twintig minuten tot een uur.',
  'U hoort vooraf of u nuchter moet zijn.',
  'De uitslag bespreekt uw behandelend arts met u tijdens een volgende afspraak.',
  'Na afloop kunt u meestal direct naar huis.',
  'Soms krijgt u een licht slaapmiddel; u mag dan niet zelf naar huis rijden.',
  'Draag makkelijk zittende kleding zonder metalen knopen.',
  'Gebruikt u bloedverdunners? Meld dit dan vooraf.',
];

const CONDITION_SENTENCES: readonly string[] = [
  'Bij {onderwerp} zijn de klachten per persoon verschillend.',
  'De diagnose stellen we op basis van uw klachten, lichamelijk onderzoek en soms aanvullend onderzoek.',
  'De behandeling hangt af van de ernst van uw klachten en uw wensen.',
  'Vaak begint de behandeling met leefstijladviezen en medicijnen.',
  'Als medicijnen onvoldoende helpen, bespreken we andere mogelijkheden met u.',
  'U krijgt begeleiding van een gespecialiseerd verpleegkundige.',
  'Op Thuisarts.nl vindt u betrouwbare informatie over {onderwerp}.',
];

function titleOfCondition(condition: string): string {
  return capitalise(condition.replace(/^(een|de|het) /, ''));
}

function folderLinks(kit: DutchKit, department: OrgUnit, count: number): Array<{ title: string; url: string }> {
  return (kit.folders.get(department.title) ?? [])
    .slice(0, count)
    .map((entry) => ({ title: entry.folder.DocumentTitle, url: entry.folder.Path }));
}

/** One to three blocks that fit a page about a department. */
function departmentBlocks(kit: DutchKit, random: Random, department: OrgUnit, slug: string): ContentPart[] {
  const parts: ContentPart[] = [];
  const spec = department.spec;
  if (slug === 'ons-team') parts.push(specialistBlock('Onze specialisten', { department: department.title }));
  if (slug === 'contact-en-bereikbaarheid')
    parts.push(
      random.chance(0.5)
        ? locationBlock('Locaties', 'department', department.slug)
        : locationExpandableBlock('Locaties', 'department', department.slug),
    );
  if (slug === 'veelgestelde-vragen' && spec) {
    parts.push(
      expandableBlock(
        null,
        spec.treatments.slice(0, 4).map((treatment) => ({
          title: `Hoe gaat ${lowerTreatment(treatment)} in zijn werk?`,
          subtitle: null,
          icon: null,
          text: p(paragraph(random, EXAM_SENTENCES, 2, { onderwerp: lowerTreatment(treatment) })),
          blocks: random.chance(0.3) ? [nested.links(folderLinks(kit, department, 2))] : [],
        })),
      ),
    );
  }
  if (slug === 'ervaringen-van-patienten') {
    parts.push(
      quoteWithImageBlock(
        'Ik voelde me vanaf het eerste gesprek serieus genomen. Alles werd rustig uitgelegd.',
        'Mevrouw De Haan',
        'Patiënt',
        cardImage(kit.context, random),
      ),
    );
    if (random.chance(0.5))
      parts.push(
        quoteBlock('Het team dacht echt met me mee, ook over mijn werk en mijn gezin.', 'Meneer Yılmaz', 'Patiënt'),
      );
  }
  if (slug === 'onderzoek-en-innovatie')
    parts.push(
      featuredContentBlock(
        null,
        'Onderzoek',
        'Bekijk de wetenschappelijke onderzoeken van het Spaarne Gasthuis.',
        cardImage(kit.context, random),
        {
          title: 'Alle onderzoeken',
          url: '/wetenschappelijke-onderzoeken',
        },
      ),
    );
  const roll = random.next();
  if (roll < 0.25)
    parts.push(
      textWithImageBlock(
        null,
        p(paragraph(random, CARE_SENTENCES, 2)),
        cardImage(kit.context, random),
        random.chance(0.5) ? 'left' : 'right',
      ),
    );
  else if (roll < 0.4) parts.push(relatedContentBlock('Nieuws en agenda', 'department', [department.title]));
  else if (roll < 0.55) {
    const links = folderLinks(kit, department, 4);
    if (links.length > 0) parts.push(linksListBlock('Patiëntenfolders', links));
  } else if (roll < 0.65)
    parts.push(
      ctaWithImageBlock(
        'Afspraak maken',
        'Met een verwijzing maakt u zelf een afspraak.',
        { title: 'Alles over uw afspraak', url: '/alles-over-uw-afspraak' },
        cardImage(kit.context, random),
      ),
    );
  parts.push(
    ctaBlock(null, `Terug naar de afdeling ${department.title}`, { title: department.title, url: department.route }),
  );
  return parts;
}

function plan(kit: DutchKit, random: Random): PlannedPage[][] {
  const units: PlannedPage[][] = [];
  for (const department of kit.organisation.departments) {
    for (const template of DEPARTMENT_TEMPLATES) {
      if (template.when && !template.when(department)) continue;
      const values = { afdeling: department.title };
      units.push([
        {
          route: `${department.route}/${template.slug}`,
          title: fill(template.title, values),
          intro: fill(template.intro, values),
          organisation: department,
          sidemenu: false,
          body: (r) => [
            p(paragraph(r, CARE_SENTENCES, r.int(2, 4))),
            ...departmentBlocks(kit, r, department, template.slug),
          ],
        },
      ]);
    }
  }
  for (const centre of kit.organisation.centres) {
    const members = kit.organisation.all.filter(
      (unit) => unit.centre === centre && (unit.kind === 'department' || unit.kind === 'subcentrum'),
    );
    for (const template of CENTRE_TEMPLATES) {
      const values = { afdeling: centre.title };
      units.push([
        {
          route: `${centre.route}/${template.slug}`,
          title: fill(template.title, values),
          intro: fill(template.intro, values),
          organisation: centre,
          sidemenu: false,
          body: (r) => [
            p(`${centre.about} ${paragraph(r, CARE_SENTENCES, 2)}`),
            members.length >= 2
              ? gridPlainBlock(
                  'Binnen het centrum',
                  members.map((member) =>
                    gridItem(
                      member.title,
                      member.route,
                      member.about,
                      null,
                      member.kind === 'department' ? 'Afdeling' : 'Subcentrum',
                    ),
                  ),
                )
              : ctaBlock(null, centre.about, { title: centre.title, url: centre.route }),
          ],
        },
      ]);
    }
  }
  const seen = new Set<string>();
  for (const department of kit.organisation.departments) {
    const spec = department.spec;
    if (!spec) continue;
    for (const treatment of spec.treatments) {
      const slug = slugify(treatment);
      if (seen.has(`exam:${slug}`)) continue;
      seen.add(`exam:${slug}`);
      const route = `/onderzoeken-en-behandelingen/${slug}`;
      const subject = lowerTreatment(treatment);
      const values = { onderwerp: subject };
      const pages: PlannedPage[] = [
        {
          route,
          title: treatment,
          intro: `Uitleg over ${subject} bij de afdeling ${department.title}.`,
          organisation: null,
          sidemenu: true,
          body: (r) => {
            const parts: ContentPart[] = [p(paragraph(r, EXAM_SENTENCES, r.int(2, 4), values))];
            const links = folderLinks(kit, department, 3);
            if (links.length > 0 && r.chance(0.6)) parts.push(linksListBlock('Folders', links));
            if (r.chance(0.3))
              parts.push(mediaBlock(mediaValue({ image: cardImage(kit.context, r), caption: treatment })));
            if (r.chance(0.3))
              parts.push(specialistBlock(`Specialisten ${department.title}`, { department: department.title }));
            parts.push(
              ctaBlock(null, `${treatment} wordt gedaan door de afdeling ${department.title}.`, {
                title: `Naar ${department.title}`,
                url: department.route,
              }),
            );
            return parts;
          },
        },
      ];
      if (random.chance(0.5)) {
        pages.push({
          route: `${route}/voorbereiding`,
          title: `Voorbereiding op ${subject}`,
          intro: 'Wat u van tevoren moet weten en regelen.',
          organisation: null,
          sidemenu: true,
          body: (r) => [
            p(paragraph(r, EXAM_SENTENCES, 3, values)),
            h2('Checklist'),
            ul(['Medicijnoverzicht', 'Legitimatiebewijs', 'Verzekeringspas', 'Iemand die u naar huis brengt']),
          ],
        });
      }
      if (random.chance(0.35)) {
        pages.push({
          route: `${route}/na-afloop`,
          title: `Na ${subject}`,
          intro: 'Herstel en de uitslag.',
          organisation: null,
          sidemenu: true,
          body: (r) => [p(paragraph(r, EXAM_SENTENCES, 2, values)), p(paragraph(r, CARE_SENTENCES, 1))],
        });
      }
      units.push(pages);
    }
    for (const condition of spec.support ? [] : spec.conditions) {
      const title = titleOfCondition(condition);
      const slug = slugify(title);
      if (seen.has(`condition:${slug}`)) continue;
      seen.add(`condition:${slug}`);
      const route = `/aandoeningen/${slug}`;
      const values = { onderwerp: condition.replace(/^(een|de|het) /, '') };
      const pages: PlannedPage[] = [
        {
          route,
          title,
          intro: `Wat is ${values.onderwerp} en hoe behandelen wij het?`,
          organisation: null,
          sidemenu: true,
          body: (r, exists) => {
            const parts: ContentPart[] = [p(paragraph(r, CONDITION_SENTENCES, r.int(2, 4), values))];
            const treatments = spec.treatments.filter((treatment) =>
              exists(`/onderzoeken-en-behandelingen/${slugify(treatment)}`),
            );
            const roll = r.next();
            if (roll < 0.25)
              parts.push(relatedContentBlock(`Nieuws over ${values.onderwerp}`, 'department', [department.title]));
            else if (roll < 0.45 && treatments.length > 0) {
              parts.push(
                gridImageBlock(
                  'Behandelingen',
                  treatments
                    .slice(0, 3)
                    .map((treatment) =>
                      gridItem(
                        treatment,
                        `/onderzoeken-en-behandelingen/${slugify(treatment)}`,
                        null,
                        cardImage(kit.context, r),
                      ),
                    ),
                ),
              );
            } else if (roll < 0.6 && treatments.length > 0) {
              parts.push(
                carouselBlock(
                  'Lees ook',
                  treatments
                    .slice(0, 3 + r.int(0, 2))
                    .map((treatment) =>
                      teaserCard(
                        treatment,
                        `/onderzoeken-en-behandelingen/${slugify(treatment)}`,
                        null,
                        cardImage(kit.context, r),
                      ),
                    ),
                ),
              );
            }
            parts.push(
              ctaBlock(null, `${title} wordt behandeld door de afdeling ${department.title}.`, {
                title: department.title,
                url: department.route,
              }),
            );
            return parts;
          },
        },
      ];
      if (random.chance(0.4)) {
        pages.push({
          route: `${route}/leven-met-${slug}`,
          title: `Leven met ${values.onderwerp}`,
          intro: 'Tips voor het dagelijks leven.',
          organisation: null,
          sidemenu: true,
          body: (r) => [p(paragraph(r, CONDITION_SENTENCES, 2, values)), p(paragraph(r, CARE_SENTENCES, 2))],
        });
      }
      units.push(pages);
    }
  }
  return units;
}

export const GENERATED_GENERAL_PAGES_AT_SCALE_1 = 90;

export function buildGeneratedDutchPages(context: WorldContext, kit: DutchKit, registry: GeneralRegistry): WorldPage[] {
  const random = context.random('general-pages');
  const units = random.shuffle(plan(kit, random));
  const target = context.scaled(GENERATED_GENERAL_PAGES_AT_SCALE_1, 3);
  const chosen: PlannedPage[] = [];
  for (const unit of units) {
    if (chosen.length >= target) break;
    chosen.push(...unit.slice(0, Math.max(1, target - chosen.length)));
  }
  // Parents come before their children within a unit; links only go to pages that were chosen.
  const routes = new Set(chosen.map((planned) => planned.route));
  const exists = (route: string): boolean => routes.has(route);
  let id = ID_BASE.generalPage + 10_000;
  return chosen.map((planned) => {
    id += 1;
    return generalPage(registry, {
      route: planned.route,
      sharepointId: id,
      title: planned.title,
      intro: planned.intro,
      content: planned.body(random, exists),
      headerImage: random.chance(0.7) ? headerImage(context, random) : null,
      sidemenu: planned.sidemenu,
      organisation: planned.organisation,
    });
  });
}
