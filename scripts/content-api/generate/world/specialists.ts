/**
 * Specialists: a fixed set for the awkward cases (twelve at Dermatologie, three at the Slaapcentrum,
 * diacritics and a very long name) plus generated specialists spread over the departments by
 * weight. Each has a list item (specialistListItemSchema) and a 'Specialist pagina'.
 */
import type { SpecialistDetails } from '@ziekenhuis/site-for-content-api';
import type { WorldPage, WorldSpecialist } from '../../world/types.ts';
import type { Random } from '../random.ts';
import {
  assembleContent,
  headerBlock,
  linksListBlock,
  quoteBlock,
  relatedContentBlock,
  type ContentPart,
} from './blocks.ts';
import { SECTION } from './constants.ts';
import { ID_BASE, idSequence, type WorldContext } from './context.ts';
import { PORTRAIT_FOLDERS } from './images.ts';
import { ACADEMIC_TITLES_DOCTOR, fullName, randomName, weightedPick, type PersonName } from './names.ts';
import { BIG_REGISTERED_CARERS, SHARED_ROLES, type RoleSpec } from './organisation-catalogue.ts';
import { departmentRefOf, refOfUnit, type Organisation, type OrgUnit } from './organisation.ts';
import { makePage } from './page.ts';
import { capitalise, html, joinList, pickSome, slugify, uniqueSlug } from './text.ts';

export type SpecialistModel = {
  slug: string;
  route: string;
  sharepointId: number;
  person: PersonName;
  academicTitle: string | null;
  /** `dr. J.H. de Vries`. */
  displayTitle: string;
  role: string;
  doctor: boolean;
  departments: OrgUnit[];
  subdepartments: OrgUnit[];
  centra: OrgUnit[];
  image: { url: string; title: string } | null;
};

type FixedSpecialist = {
  academicTitle: string;
  name: string;
  tussenvoegsel: string;
  surname: string;
  initials: string;
  role: RoleSpec;
  department: string;
  subdepartment?: string;
};

const dermatoloog: RoleSpec = { role: 'Dermatoloog', doctor: true };
const longarts: RoleSpec = { role: 'Longarts', doctor: true };
const vs: RoleSpec = { role: 'Verpleegkundig specialist', doctor: false };
const pa: RoleSpec = { role: 'Physician assistant', doctor: false };

/** The title a specialist block filters on to find exactly 12 specialists (awkward case). */
export const TWELVE_SPECIALISTS_DEPARTMENT = 'Dermatologie';
/** The title a specialist block filters on to find exactly 3 specialists (awkward case). */
export const THREE_SPECIALISTS_SUBDEPARTMENT = 'Slaapcentrum';

/** Hand-written specialists, the same at every scale and seed. */
export const FIXED_SPECIALISTS: readonly FixedSpecialist[] = [
  {
    academicTitle: 'dr.',
    name: 'Hélène',
    tussenvoegsel: '',
    surname: 'Bakker',
    initials: 'H.M.',
    role: dermatoloog,
    department: 'dermatologie',
  },
  {
    academicTitle: '',
    name: 'Ayşe',
    tussenvoegsel: '',
    surname: 'Özdemir',
    initials: 'A.',
    role: dermatoloog,
    department: 'dermatologie',
  },
  {
    academicTitle: 'prof. dr.',
    name: 'Maximiliaan Alexander Frederik',
    tussenvoegsel: 'van der',
    surname: 'Heijden-Wittert van Hoogland tot Oudshoorn',
    initials: 'M.A.F.',
    role: dermatoloog,
    department: 'dermatologie',
  },
  {
    academicTitle: 'drs.',
    name: 'Rénée',
    tussenvoegsel: "van 't",
    surname: 'Hek',
    initials: 'R.',
    role: dermatoloog,
    department: 'dermatologie',
  },
  {
    academicTitle: 'dr.',
    name: 'Jeroen',
    tussenvoegsel: 'de',
    surname: 'Vries',
    initials: 'J.P.',
    role: dermatoloog,
    department: 'dermatologie',
  },
  {
    academicTitle: '',
    name: 'Fatima',
    tussenvoegsel: '',
    surname: 'El Idrissi',
    initials: 'F.',
    role: dermatoloog,
    department: 'dermatologie',
  },
  {
    academicTitle: 'dr.',
    name: 'Pieter',
    tussenvoegsel: '',
    surname: 'Jansen',
    initials: 'P.W.',
    role: dermatoloog,
    department: 'dermatologie',
  },
  {
    academicTitle: '',
    name: 'Marloes',
    tussenvoegsel: 'ten',
    surname: 'Have',
    initials: 'M.',
    role: dermatoloog,
    department: 'dermatologie',
  },
  {
    academicTitle: 'dr.',
    name: 'Søren',
    tussenvoegsel: '',
    surname: 'Nielsen',
    initials: 'S.',
    role: dermatoloog,
    department: 'dermatologie',
  },
  {
    academicTitle: '',
    name: 'Chloë',
    tussenvoegsel: '',
    surname: 'Mulder',
    initials: 'C.',
    role: vs,
    department: 'dermatologie',
  },
  {
    academicTitle: '',
    name: 'Noël',
    tussenvoegsel: 'van den',
    surname: 'Berg',
    initials: 'N.',
    role: vs,
    department: 'dermatologie',
  },
  {
    academicTitle: '',
    name: 'Priya',
    tussenvoegsel: '',
    surname: 'Ramdin',
    initials: 'P.',
    role: pa,
    department: 'dermatologie',
  },
  {
    academicTitle: 'dr.',
    name: 'Björn',
    tussenvoegsel: '',
    surname: 'Zijlstra',
    initials: 'B.J.',
    role: longarts,
    department: 'longgeneeskunde',
    subdepartment: 'slaapcentrum',
  },
  {
    academicTitle: '',
    name: 'Łukasz',
    tussenvoegsel: '',
    surname: 'Kowalski',
    initials: 'Ł.',
    role: longarts,
    department: 'longgeneeskunde',
    subdepartment: 'slaapcentrum',
  },
  {
    academicTitle: '',
    name: 'Loïs',
    tussenvoegsel: 'de',
    surname: 'Wit',
    initials: 'L.',
    role: vs,
    department: 'longgeneeskunde',
    subdepartment: 'slaapcentrum',
  },
];

/** Routes of the fixed specialists with diacritics and with the very long name (awkward cases). */
export const DIACRITICS_SPECIALIST_ROUTE = `${SECTION.specialists}/ayse-ozdemir`;
export const LONG_NAME_SPECIALIST_ROUTE = `${SECTION.specialists}/maximiliaan-alexander-frederik-van-der-heijden-wittert-van-hoogland-tot-oudshoorn`;

const GENERATED_AT_SCALE_1 = 250 - FIXED_SPECIALISTS.length;

const STUDIES: Readonly<Record<string, readonly string[]>> = {
  doctor: [
    'Geneeskunde aan de Universiteit van Amsterdam',
    'Geneeskunde aan de Vrije Universiteit Amsterdam',
    'Geneeskunde aan de Universiteit Leiden',
    'Geneeskunde aan de Universiteit Utrecht',
    'Geneeskunde aan de Erasmus Universiteit Rotterdam',
    'Geneeskunde aan de Rijksuniversiteit Groningen',
    'Geneeskunde aan de Radboud Universiteit Nijmegen',
    'Geneeskunde aan de Katholieke Universiteit Leuven',
  ],
  'Verpleegkundig specialist': [
    'Master Advanced Nursing Practice aan de Hogeschool Inholland',
    'Master Advanced Nursing Practice aan de Hogeschool van Amsterdam',
  ],
  'Physician assistant': [
    'Master Physician Assistant aan de Hogeschool Inholland',
    'Master Physician Assistant aan de Hogeschool van Arnhem en Nijmegen',
  ],
  'Klinisch psycholoog': ['Psychologie aan de Universiteit Leiden', 'Psychologie aan de Universiteit van Amsterdam'],
  Ziekenhuisapotheker: ['Farmacie aan de Universiteit Utrecht', 'Farmacie aan de Rijksuniversiteit Groningen'],
  Diëtist: ['Voeding en Diëtetiek aan de Haagse Hogeschool', 'Voeding en Diëtetiek aan de Hogeschool van Amsterdam'],
  Fysiotherapeut: ['Fysiotherapie aan de Hogeschool Leiden', 'Fysiotherapie aan de Hogeschool van Amsterdam'],
  'Klinisch chemicus': [
    'Biomedische wetenschappen aan de Universiteit Leiden',
    'Scheikunde aan de Universiteit van Amsterdam',
  ],
  'Klinisch verloskundige': ['Verloskunde aan de Academie Verloskunde Amsterdam Groningen'],
  Bekkenfysiotherapeut: ['Fysiotherapie aan de Hogeschool Leiden'],
};

const AUXILIARY = [
  'Opleider van de arts-assistenten {afdeling}',
  'Lid van de medische ethische commissie',
  'Voorzitter van de vakgroep {afdeling}',
  'Lid van het bestuur van de medische staf',
  'Docent aan de Hogeschool Inholland',
  'Lid van de commissie kwaliteit en veiligheid',
  'Coördinator wetenschappelijk onderzoek {afdeling}',
  'Lid van de werkgroep richtlijnen van de wetenschappelijke vereniging',
  'Consulent in het regionale netwerk voor {afdeling}',
];

const QUOTES = [
  'Ik neem de tijd om goed te luisteren. Pas dan kunnen we samen beslissen wat het beste bij u past.',
  'Geen patiënt is hetzelfde. Daarom kijk ik niet alleen naar de ziekte, maar naar de hele mens.',
  'Ik vind het mooi dat ik mensen weer op weg kan helpen, soms met een kleine ingreep.',
  'Goede zorg is teamwerk: met de verpleegkundigen, de huisarts en natuurlijk met u.',
  'Uitleg geven in begrijpelijke taal vind ik een belangrijk deel van mijn werk.',
];

function displayTitle(academicTitle: string | null, person: PersonName): string {
  return [academicTitle, person.initials, person.tussenvoegsel, person.surname].filter(Boolean).join(' ');
}

/** `volgde de master ... aan ...` or `studeerde geneeskunde aan ...`. */
function studyPhrase(study: string | null): string {
  if (!study) return 'studeerde geneeskunde';
  if (study.startsWith('Master')) return `volgde de ${study.charAt(0).toLowerCase()}${study.slice(1)}`;
  return `studeerde ${study.charAt(0).toLowerCase()}${study.slice(1)}`;
}

function bigNumber(random: Random): string {
  return `${random.int(1, 9)}${String(random.int(0, 99999)).padStart(5, '0')}${String(random.int(0, 99999)).padStart(5, '0')}`;
}

export type SpecialistsResult = { specialists: SpecialistModel[]; world: WorldSpecialist[]; pages: WorldPage[] };

export function buildSpecialists(context: WorldContext, organisation: Organisation): SpecialistsResult {
  const random = context.random('specialists');
  const nextId = idSequence(ID_BASE.specialist);
  const slugs = new Set<string>();
  const byKindAndSlug = organisation.byKindAndSlug;
  const unit = (kind: string, slug: string): OrgUnit => {
    const found = byKindAndSlug.get(`${kind}:${slug}`);
    if (!found) throw new Error(`Unknown ${kind} ${slug}`);
    return found;
  };
  const models: SpecialistModel[] = [];
  const addModel = (
    person: PersonName,
    academic: string,
    role: RoleSpec,
    departments: OrgUnit[],
    subdepartments: OrgUnit[],
    extraCentra: OrgUnit[],
    withImage: boolean,
  ): void => {
    const slug = uniqueSlug(slugs, slugify(fullName(person)));
    const academicTitle = academic === '' ? null : academic;
    const title = displayTitle(academicTitle, person);
    const centra = [
      ...new Set([
        ...departments.flatMap((department) => (department.centre ? [department.centre] : [])),
        ...extraCentra,
      ]),
    ];
    models.push({
      slug,
      route: `${SECTION.specialists}/${slug}`,
      sharepointId: nextId(),
      person,
      academicTitle,
      displayTitle: title,
      role: role.role,
      doctor: role.doctor,
      departments,
      subdepartments,
      centra,
      image: withImage
        ? context.images.block(PORTRAIT_FOLDERS.specialist, slug, 'portrait', `Portretfoto van ${title}`)
        : null,
    });
  };

  for (const fixed of FIXED_SPECIALISTS) {
    const person = {
      name: fixed.name,
      tussenvoegsel: fixed.tussenvoegsel || null,
      surname: fixed.surname,
      initials: fixed.initials,
    };
    addModel(
      person,
      fixed.academicTitle,
      fixed.role,
      [unit('department', fixed.department)],
      fixed.subdepartment ? [unit('subdepartment', fixed.subdepartment)] : [],
      [],
      true,
    );
  }

  const candidates = organisation.departments.filter(
    (department) => department.spec && department.spec.weight > 0 && !department.spec.reserved,
  );
  const weighted = candidates.map((department) => [department, department.spec?.weight ?? 0] as const);
  const count = context.scaled(GENERATED_AT_SCALE_1, 10);
  for (let i = 0; i < count; i += 1) {
    const department = weightedPick(random, weighted);
    const spec = department.spec;
    if (!spec) continue;
    const role = spec.role.doctor
      ? weightedPick(random, [
          [spec.role, 0.76],
          [SHARED_ROLES[0] ?? spec.role, 0.14],
          [SHARED_ROLES[1] ?? spec.role, 0.1],
        ])
      : spec.role;
    const academic = role.doctor
      ? weightedPick(random, ACADEMIC_TITLES_DOCTOR)
      : weightedPick(random, [
          ['', 0.85],
          ['drs.', 0.1],
          ['dr.', 0.05],
        ]);
    const departments = [department];
    if (random.chance(0.08)) {
      const second = random.pick(candidates);
      if (second !== department) departments.push(second);
    }
    const subs = organisation.subdepartments.filter((sub) => sub.department === department && !sub.sub?.reserved);
    const subdepartments = subs.length > 0 && random.chance(0.3) ? [random.pick(subs)] : [];
    const subcentres = organisation.subcentres.filter(
      (subcentre) => department.centre && subcentre.centre === department.centre,
    );
    const extraCentra = subcentres.length > 0 && random.chance(0.3) ? [random.pick(subcentres)] : [];
    addModel(randomName(random), academic, role, departments, subdepartments, extraCentra, random.chance(0.9));
  }

  const world: WorldSpecialist[] = models.map((model) => ({
    slug: model.slug,
    listItem: {
      name: model.person.name,
      tussenvoegsel: model.person.tussenvoegsel,
      surName: model.person.surname,
      title: model.displayTitle,
      role: model.role,
      departments: model.departments.map((department) => ({ Title: department.title, Path: department.path })),
      subDepartments: model.subdepartments.map((sub) => ({ Title: sub.title, Path: sub.path })),
      centra: model.centra.map((centre) => ({ Title: centre.title, Path: centre.path })),
      image: model.image,
      url: `/${model.slug}`,
    },
  }));
  // The hand-written specialists always link to their news (the relatedContent-by-specialist case).
  const pages = models.map((model, index) => specialistPage(random, model, index < FIXED_SPECIALISTS.length));
  return { specialists: models, world, pages };
}

function specialistPage(random: Random, model: SpecialistModel, fixed: boolean): WorldPage {
  const spec = model.departments[0]?.spec;
  const departmentTitles = model.departments.map((department) => department.title);
  const pool = spec ? [...spec.conditions.map(capitalise), ...spec.treatments] : [];
  const areas = pickSome(random, pool, random.int(1, 3));
  const auxiliary = pickSome(random, AUXILIARY, model.doctor ? random.int(0, 2) : random.int(0, 1)).map((text) =>
    text.replace('{afdeling}', (departmentTitles[0] ?? '').toLowerCase()),
  );
  const bigRegistered = model.doctor || BIG_REGISTERED_CARERS.has(model.role);
  const details: SpecialistDetails = {
    Title: model.displayTitle,
    AcademicTitle: model.academicTitle,
    Name: model.person.name,
    Tussenvoegsel: model.person.tussenvoegsel,
    Surname: model.person.surname,
    Role: model.role,
    Doctor: model.doctor,
    Study: random.pick(STUDIES[model.doctor ? 'doctor' : model.role] ?? STUDIES['doctor'] ?? ['Geneeskunde']),
    AreasOfFocus: areas,
    AuxiliaryFunctions: auxiliary,
    BIGRegistrationNumber: bigRegistered ? bigNumber(random) : null,
    Image: model.image && { Title: model.image.title, Url: model.image.url },
    Departments: model.departments.map(departmentRefOf),
    Centra: model.centra.map(refOfUnit),
    Subdepartments: model.subdepartments.map(departmentRefOf),
  };
  const since = random.int(1996, 2024);
  const name = fullName(model.person);
  const where = joinList(departmentTitles.map((title) => `de afdeling ${title}`));
  const parts: ContentPart[] = [];
  if (random.chance(0.3)) parts.push(headerBlock({ title: model.displayTitle, intro: null, image: model.image }));
  parts.push(
    html.p(
      `${name} werkt sinds ${since} als ${model.role.toLowerCase()} bij ${where} van het Spaarne Gasthuis.${areas.length > 0 ? ` ${model.person.name} richt zich in het bijzonder op ${joinList(areas.map((area) => area.toLowerCase()))}.` : ''}`,
    ),
  );
  if (model.subdepartments.length > 0)
    parts.push(
      html.p(
        `Daarnaast houdt ${model.person.name} spreekuur bij ${joinList(model.subdepartments.map((sub) => sub.title))}.`,
      ),
    );
  if (random.chance(0.5)) {
    parts.push(html.h2('Opleiding en ervaring'));
    const training = `${model.person.name} ${studyPhrase(details.Study)}${model.doctor ? ` en volgde de specialisatie tot ${model.role.toLowerCase()} in de regio Amsterdam` : ''}.`;
    const extra = auxiliary[0]
      ? ` Naast het werk met patiënten is ${model.person.name} ${auxiliary[0].charAt(0).toLowerCase()}${auxiliary[0].slice(1)}.`
      : '';
    parts.push(html.p(`${training}${extra}`));
  }
  if (random.chance(0.25)) parts.push(quoteBlock(random.pick(QUOTES), name, model.role));
  if (random.chance(0.4) || fixed)
    parts.push(relatedContentBlock(`Nieuws met ${model.displayTitle}`, 'specialist', [model.displayTitle]));
  if (random.chance(0.2)) {
    parts.push(
      linksListBlock(
        'Meer informatie',
        model.departments.map((department) => ({ title: `Afdeling ${department.title}`, url: department.route })),
      ),
    );
  }
  return makePage({
    route: model.route,
    ContentType: 'Specialist pagina',
    SharepointId: model.sharepointId,
    Title: model.displayTitle,
    Path: `/${model.slug}`,
    HeaderDescription: `${model.role} · ${joinList(departmentTitles)}`,
    HeaderImage: details.Image,
    TeaserDescription: `${model.role} bij ${where}.`,
    DepartmentsTitles: departmentTitles,
    SubdepartmentsTitles: model.subdepartments.map((sub) => sub.title),
    CentraTitles: model.centra.filter((centre) => centre.kind === 'centrum').map((centre) => centre.title),
    SubcentraTitles: model.centra.filter((centre) => centre.kind === 'subcentrum').map((centre) => centre.title),
    Specialist: details,
    Content: assembleContent(model.sharepointId, parts),
  });
}
