/**
 * What a news item, event or folder is about: tags and the departments, sub-departments,
 * specialists, centres and sub-centres it names (the filters of the overviews).
 */
import type { Random } from '../random.ts';
import type { Organisation, OrgUnit } from './organisation.ts';
import type { SpecialistModel } from './specialists.ts';
import { pickSome } from './text.ts';

/** Tags that set shouldContainExcludedTags in news and events calls. */
export const EXCLUDED_TAGS = ['Hoor Floor', 'Inspiratie'] as const;

export const TAGS: readonly string[] = [
  'Patiëntenzorg',
  'Onderzoek',
  'Innovatie',
  'Duurzaamheid',
  'Werken bij',
  'Opleiding',
  'Kwaliteit',
  'Vrienden',
  'Persbericht',
  'Leefstijl',
  'Kinderen',
  'Ouderen',
  'Samenwerking',
];

export type Attachment = {
  /** The main department (its catalogue entry drives the text). */
  department: OrgUnit;
  departments: OrgUnit[];
  subdepartments: OrgUnit[];
  specialists: SpecialistModel[];
  centra: OrgUnit[];
  subcentra: OrgUnit[];
};

export function specialistsOf(specialists: readonly SpecialistModel[], department: OrgUnit): SpecialistModel[] {
  return specialists.filter((specialist) => specialist.departments.includes(department));
}

/** A department (weighted to those that make the news) and, sometimes, more it names. */
export function pickAttachment(
  random: Random,
  organisation: Organisation,
  specialists: readonly SpecialistModel[],
): Attachment {
  const candidates = organisation.departments.filter(
    (unit) => unit.spec && !unit.spec.support && unit.spec.poli.length + (unit.spec.wards?.length ?? 0) > 0,
  );
  const department = random.pick(candidates);
  const departments = [department];
  if (random.chance(0.12)) {
    const other = random.pick(candidates);
    if (other !== department) departments.push(other);
  }
  const subs = organisation.subdepartments.filter((sub) => sub.department === department);
  const subdepartments = subs.length > 0 && random.chance(0.25) ? [random.pick(subs)] : [];
  const own = specialistsOf(specialists, department);
  const named = own.length > 0 && random.chance(0.45) ? pickSome(random, own, random.int(1, 2)) : [];
  const centra = department.centre && random.chance(0.7) ? [department.centre] : [];
  const subcentres = organisation.subcentres.filter((sub) => sub.centre === department.centre);
  const subcentra = subcentres.length > 0 && random.chance(0.2) ? [random.pick(subcentres)] : [];
  return { department, departments, subdepartments, specialists: named, centra, subcentra };
}

/** One to three tags; the excluded tags on a small share. */
export function pickTags(random: Random, extra: readonly string[] = []): Array<{ Title: string }> {
  const tags = new Set<string>(extra);
  for (const tag of pickSome(random, TAGS, random.int(1, 2))) tags.add(tag);
  if (random.chance(0.06)) tags.add(EXCLUDED_TAGS[0]);
  if (random.chance(0.06)) tags.add(EXCLUDED_TAGS[1]);
  return [...tags].map((Title) => ({ Title }));
}

/** The *Titles fields of a page for an attachment. */
export function titlesOf(attachment: Attachment): {
  DepartmentsTitles: string[];
  SubdepartmentsTitles: string[];
  SpecialistsTitles: string[];
  CentraTitles: string[];
  SubcentraTitles: string[];
} {
  return {
    DepartmentsTitles: attachment.departments.map((unit) => unit.title),
    SubdepartmentsTitles: attachment.subdepartments.map((unit) => unit.title),
    SpecialistsTitles: attachment.specialists.map((specialist) => specialist.displayTitle),
    CentraTitles: attachment.centra.map((unit) => unit.title),
    SubcentraTitles: attachment.subcentra.map((unit) => unit.title),
  };
}
