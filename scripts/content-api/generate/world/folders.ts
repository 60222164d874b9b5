/**
 * Patient folders: a leaflet per examination, treatment or condition of a department, with tags,
 * the organisation names the folder search filters on, and the text of the PDF the API renders at
 * `/api/v1/patient-folders/{id}/{slug}.pdf`.
 */
import type { PatientFolder } from '@ziekenhuis/site-for-content-api';
import type { WorldFolder } from '../../world/types.ts';
import type { Random } from '../random.ts';
import { ID_BASE, idSequence, type WorldContext } from './context.ts';
import { LOCATION_TITLES } from './locations.ts';
import type { Organisation, OrgUnit } from './organisation.ts';
import { bareCondition, capitalise, fill, lowerTreatment, paragraph, pickSome, slugify } from './text.ts';

export const FOLDER_TAGS: readonly string[] = [
  'Onderzoek',
  'Behandeling',
  'Operatie',
  'Opname',
  'Medicijnen',
  'Leefstijl',
  'Kinderen',
  'Nazorg',
];

type Topic = { title: string; tag: string; department: OrgUnit; subject: string; condition: boolean };

const TREATMENT_TEMPLATES: ReadonlyArray<readonly [string, string]> = [
  ['{Behandeling}', 'Behandeling'],
  ['{Behandeling}: voorbereiding en nazorg', 'Nazorg'],
  ['Wat u moet weten over {behandeling}', 'Onderzoek'],
];
const CONDITION_TEMPLATES: ReadonlyArray<readonly [string, string]> = [
  ['Informatie over {aandoening}', 'Onderzoek'],
  ['Leven met {aandoening}', 'Leefstijl'],
  ['{Aandoening}: wat kunt u zelf doen?', 'Leefstijl'],
];

const TREATMENT_INTRO: readonly string[] = [
  'Deze folder geeft uitleg over {onderwerp}: wat het is, hoe u zich voorbereidt en wat u daarna kunt verwachten.',
  'U krijgt binnenkort {onderwerp}. In deze folder vindt u de belangrijkste informatie op een rij.',
  'Hier leest u hoe {onderwerp} verloopt en wat u zelf kunt doen.',
];
const CONDITION_INTRO: readonly string[] = [
  'Deze folder geeft uitleg over {onderwerp} en beantwoordt veelgestelde vragen.',
  'U heeft te horen gekregen dat u {onderwerp} heeft. In deze folder leest u wat dat betekent.',
  'Hier leest u wat {onderwerp} is, hoe wij het behandelen en wat u zelf kunt doen.',
];

const BODY: readonly string[] = [
  'Neem bij uw afspraak uw legitimatiebewijs, uw verzekeringspas en een actueel medicijnoverzicht mee.',
  'Gebruikt u bloedverdunnende medicijnen? Overleg dan vooraf met uw arts of u hiermee moet stoppen.',
  'Het is verstandig om iemand mee te nemen die u na afloop naar huis kan brengen.',
  'De uitslag hoort u meestal binnen twee weken van uw behandelend arts.',
  'Heeft u na de behandeling koorts boven de 38,5 °C, veel pijn of bloedverlies? Neem dan direct contact met ons op.',
  'U mag de eerste 24 uur niet zelf autorijden.',
  'Houd u aan het nuchterbeleid dat u van de preoperatieve screening heeft gekregen.',
  'Zijn er omstandigheden waardoor u de afspraak niet kunt nakomen? Laat het ons dan minimaal 24 uur van tevoren weten.',
  'Uw gegevens worden vastgelegd in uw elektronisch patiëntendossier. U kunt dit inzien via Mijn Spaarne Gasthuis.',
  'Heeft u na het lezen van deze folder nog vragen? Stel ze gerust tijdens uw afspraak of bel de polikliniek.',
  'Soms is een tweede onderzoek nodig. Uw arts bespreekt dit dan met u.',
  'Draag makkelijk zittende kleding en laat sieraden thuis.',
];

/** The folders of a unit's title, for links from its page. */
export type FolderIndex = ReadonlyMap<string, readonly WorldFolder[]>;

export function buildFolders(
  context: WorldContext,
  organisation: Organisation,
): { folders: WorldFolder[]; byDepartment: FolderIndex } {
  const random = context.random('folders');
  const nextId = idSequence(ID_BASE.folder);
  const topics: Topic[] = [];
  for (const department of organisation.departments) {
    const spec = department.spec;
    if (!spec) continue;
    for (const treatment of spec.treatments) {
      for (const [template, tag] of TREATMENT_TEMPLATES) {
        topics.push({
          title: fill(template, { Behandeling: treatment, behandeling: lowerTreatment(treatment) }),
          tag,
          department,
          subject: lowerTreatment(treatment),
          condition: false,
        });
      }
    }
    for (const condition of spec.support ? [] : spec.conditions) {
      for (const [template, tag] of CONDITION_TEMPLATES) {
        topics.push({
          title: fill(template, { Aandoening: capitalise(bareCondition(condition)), aandoening: condition }),
          tag,
          department,
          subject: condition,
          condition: true,
        });
      }
    }
  }
  const shuffled = random.shuffle(topics);
  const count = context.scaled(300, 12);
  const folders: WorldFolder[] = [];
  for (let i = 0; i < count; i += 1) {
    const topic = shuffled[i % shuffled.length] as Topic;
    // Past the catalogue (scale above ~4), editions per location.
    const round = Math.floor(i / shuffled.length);
    const title =
      round === 0 ? topic.title : `${topic.title} (${LOCATION_TITLES[(round - 1) % LOCATION_TITLES.length] ?? ''})`;
    folders.push(folder(random, nextId(), title, topic, organisation));
  }
  const byDepartment = new Map<string, WorldFolder[]>();
  for (const entry of folders) {
    for (const title of entry.folder.Departments) byDepartment.set(title, [...(byDepartment.get(title) ?? []), entry]);
  }
  return { folders, byDepartment };
}

function folder(random: Random, id: number, title: string, topic: Topic, organisation: Organisation): WorldFolder {
  const department = topic.department;
  const subs = organisation.subdepartments.filter((sub) => sub.department === department);
  const subcentres = organisation.subcentres.filter((sub) => department.centre && sub.centre === department.centre);
  const values = { onderwerp: topic.subject };
  const intro = topic.condition ? CONDITION_INTRO : TREATMENT_INTRO;
  const tags = new Set([topic.tag, ...pickSome(random, FOLDER_TAGS, random.int(0, 1))]);
  if (department.slug === 'kindergeneeskunde' || department.slug === 'neonatologie') tags.add('Kinderen');
  const entry: PatientFolder = {
    SharepointId: id,
    DocumentTitle: title,
    Introduction: random.chance(0.92) ? paragraph(random, intro, 1, values) : null,
    Path: `/api/v1/patient-folders/${id}/${slugify(title)}.pdf`,
    Tags: [...tags],
    Departments: [department.title],
    Subdepartments: subs.length > 0 && random.chance(0.3) ? [random.pick(subs).title] : [],
    Centra: department.centre && random.chance(0.6) ? [department.centre.title] : [],
    Subcentra: subcentres.length > 0 && random.chance(0.2) ? [random.pick(subcentres).title] : [],
  };
  const paragraphs = [
    paragraph(random, intro, 2, values),
    topic.condition ? `Wat is ${bareCondition(topic.subject)}?` : `Hoe gaat ${topic.subject} in zijn werk?`,
    `${capitalise(department.about)} ${paragraph(random, BODY, 2, values)}`,
    'Voorbereiding',
    paragraph(random, BODY, 3, values),
    'Vragen',
    `Heeft u vragen? Neem contact op met de afdeling ${department.title}. Kijk voor het telefoonnummer op www.spaarnegasthuis.nl.`,
  ];
  return { folder: entry, pdfTitle: title, pdfText: paragraphs.join('\n\n') };
}
