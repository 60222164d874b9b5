/**
 * The organisation as entities: centres, sub-centres, departments and sub-departments from the
 * catalogue, each with its SharePoint id, route, phone numbers, appointment URL and the
 * `organisationEntitySchema` entity. Their pages are written by organisation-pages.ts.
 */
import type { DepartmentRef, EntityRef, OrganisationDetails, OrganisationEntity } from './types.ts';
import type { OrganisationKind, WorldOrganisation } from '../../world/types.ts';
import { SECTION } from './constants.ts';
import { ID_BASE, idSequence, type WorldContext } from './context.ts';
import {
  CENTRES,
  DEPARTMENTS,
  ORPHAN_DEPARTMENT,
  type DepartmentSpec,
  type SubdepartmentSpec,
} from './organisation-catalogue.ts';
import { extensionNumber, type PhoneFamily } from './phone-numbers.ts';

export type OrgUnit = {
  kind: OrganisationKind;
  slug: string;
  title: string;
  sharepointId: number;
  /** Own path segment, `/cardiologie`. */
  path: string;
  route: string;
  icon: string;
  about: string;
  /** The centre it belongs to (for sub-departments: the department's centre). */
  centre: OrgUnit | null;
  /** The department of a sub-department. */
  department: OrgUnit | null;
  /** The department's catalogue entry (sub-departments: their department's). */
  spec: DepartmentSpec | null;
  sub: SubdepartmentSpec | null;
  details: OrganisationDetails;
  entity: OrganisationEntity;
  /** True for the department whose centre does not exist. */
  orphan: boolean;
};

export type Organisation = {
  centres: OrgUnit[];
  subcentres: OrgUnit[];
  departments: OrgUnit[];
  subdepartments: OrgUnit[];
  /** The department whose parent centre does not exist. */
  orphan: OrgUnit;
  /** Every unit except the orphan, in catalogue order. */
  all: OrgUnit[];
  byKindAndSlug: ReadonlyMap<string, OrgUnit>;
};

const CONTENT_TYPE: Record<OrganisationKind, OrganisationEntity['ContentType']> = {
  centrum: 'Centra pagina',
  subcentrum: 'Sub-centra pagina',
  department: 'Afdeling pagina',
  subdepartment: 'Sub-afdeling pagina',
};

export function refOfUnit(unit: OrgUnit): EntityRef {
  return { SharepointId: unit.sharepointId, Title: unit.title, Path: unit.path };
}

/** A department or sub-department reference that names its centre. */
export function departmentRefOf(unit: OrgUnit): DepartmentRef {
  return { ...refOfUnit(unit), Centrum: unit.centre ? refOfUnit(unit.centre) : null };
}

function routeOf(
  kind: OrganisationKind,
  slug: string,
  centreSlug: string | null,
  departmentSlug: string | null,
): string {
  const parts: string[] = [SECTION.organisation];
  if (kind !== 'centrum' && centreSlug) parts.push(centreSlug);
  if (kind === 'subdepartment' && departmentSlug) parts.push(departmentSlug);
  parts.push(slug);
  return parts.join('/');
}

const PHONE_DESCRIPTIONS: Record<OrganisationKind, readonly string[]> = {
  centrum: ['Centraal afsprakenbureau', 'Secretariaat', 'Verpleegkundig spreekuur', 'Bereikbaar buiten kantoortijden'],
  subcentrum: ['Afsprakenbureau', 'Verpleegkundig spreekuur', 'Secretariaat'],
  department: ['Polikliniek', 'Afsprakenbureau', 'Verpleegafdeling'],
  subdepartment: ['Afspraken', 'Vragen over uw behandeling', 'Secretariaat'],
};

export function buildOrganisation(context: WorldContext): Organisation {
  const random = context.random('organisation');
  const nextId = idSequence(ID_BASE.organisation);
  const taken = new Set<string>();
  const all: OrgUnit[] = [];
  const byKindAndSlug = new Map<string, OrgUnit>();

  const phones = (kind: OrganisationKind, family: PhoneFamily): OrganisationDetails['PhoneNumbers'] => {
    const max = kind === 'centrum' ? 4 : 3;
    const count = kind === 'centrum' ? random.int(2, max) : random.int(1, max);
    return PHONE_DESCRIPTIONS[kind]
      .slice(0, count)
      .map((description) => context.phones.register(family, extensionNumber(random, taken), description));
  };

  const appointmentUrl = (slug: string, spec: DepartmentSpec | null): string | null => {
    if (spec?.hideWaitingTimes || (spec && spec.poli.length === 0)) return null;
    return random.chance(0.3)
      ? '/alles-over-uw-afspraak'
      : `https://mijn.spaarnegasthuis.nl/afspraak-maken?specialisme=${slug}`;
  };

  const make = (
    kind: OrganisationKind,
    fields: {
      slug: string;
      title: string;
      icon: string;
      about: string;
      centre: OrgUnit | null;
      department: OrgUnit | null;
      spec: DepartmentSpec | null;
      sub: SubdepartmentSpec | null;
    },
    parent: EntityRef | null,
    centreSlug: string | null,
    orphan = false,
  ): OrgUnit => {
    const sharepointId = nextId();
    const path = `/${fields.slug}`;
    const details: OrganisationDetails = {
      SharepointId: sharepointId,
      Title: fields.title,
      Path: path,
      AppointmentURL: appointmentUrl(fields.slug, fields.spec),
      PhoneNumbers: phones(kind, 'organisation'),
      Logo:
        kind === 'centrum' ? context.images.cms('logos', fields.slug, 'logo', `Logo van het ${fields.title}`) : null,
      HideWaiting: fields.sub?.hideWaiting ?? false,
    };
    const unit: OrgUnit = {
      ...fields,
      kind,
      sharepointId,
      path,
      route: routeOf(kind, fields.slug, centreSlug, fields.department?.slug ?? null),
      details,
      entity: { ...details, ContentType: CONTENT_TYPE[kind], Parent: parent },
      orphan,
    };
    if (!orphan) {
      all.push(unit);
      byKindAndSlug.set(`${kind}:${fields.slug}`, unit);
    }
    return unit;
  };

  const centres = CENTRES.map((spec) =>
    make(
      'centrum',
      {
        slug: spec.slug,
        title: spec.title,
        icon: spec.icon,
        about: spec.about,
        centre: null,
        department: null,
        spec: null,
        sub: null,
      },
      null,
      null,
    ),
  );
  const centreBySlug = new Map(centres.map((centre) => [centre.slug, centre]));
  const subcentres = CENTRES.flatMap((spec) => {
    const centre = centreBySlug.get(spec.slug) ?? null;
    return spec.subcentres.map((sub) =>
      make(
        'subcentrum',
        {
          slug: sub.slug,
          title: sub.title,
          icon: spec.icon,
          about: sub.about,
          centre,
          department: null,
          spec: null,
          sub: null,
        },
        centre && refOfUnit(centre),
        spec.slug,
      ),
    );
  });
  const departments: OrgUnit[] = [];
  const subdepartments: OrgUnit[] = [];
  for (const spec of DEPARTMENTS) {
    const centre = spec.centre ? (centreBySlug.get(spec.centre) ?? null) : null;
    if (spec.centre && !centre) throw new Error(`Department ${spec.slug} names an unknown centre ${spec.centre}`);
    const department = make(
      'department',
      {
        slug: spec.slug,
        title: spec.title,
        icon: spec.icon,
        about: spec.about,
        centre,
        department: null,
        spec,
        sub: null,
      },
      centre && refOfUnit(centre),
      spec.centre,
    );
    departments.push(department);
    for (const sub of spec.subdepartments ?? []) {
      subdepartments.push(
        make(
          'subdepartment',
          { slug: sub.slug, title: sub.title, icon: spec.icon, about: sub.about, centre, department, spec, sub },
          refOfUnit(department),
          spec.centre,
        ),
      );
    }
  }
  const missing = ORPHAN_DEPARTMENT.missingCentre;
  const orphan = make(
    'department',
    {
      slug: ORPHAN_DEPARTMENT.slug,
      title: ORPHAN_DEPARTMENT.title,
      icon: ORPHAN_DEPARTMENT.icon,
      about: ORPHAN_DEPARTMENT.about,
      centre: null,
      department: null,
      spec: ORPHAN_DEPARTMENT,
      sub: null,
    },
    { SharepointId: ID_BASE.orphanCentrum, Title: missing.title, Path: `/${missing.slug}` },
    missing.slug,
    true,
  );
  return { centres, subcentres, departments, subdepartments, orphan, all, byKindAndSlug };
}

/** The orphan's page names the missing centre, as the CMS still does. */
export function orphanCentreRef(): EntityRef {
  return {
    SharepointId: ID_BASE.orphanCentrum,
    Title: ORPHAN_DEPARTMENT.missingCentre.title,
    Path: `/${ORPHAN_DEPARTMENT.missingCentre.slug}`,
  };
}

export function worldOrganisations(organisation: Organisation): WorldOrganisation[] {
  const units = [...organisation.all, organisation.orphan];
  return units.map((unit) => ({
    kind: unit.kind,
    slug: unit.slug,
    entity: unit.entity,
    centrumSlug: unit.orphan ? ORPHAN_DEPARTMENT.missingCentre.slug : (unit.centre?.slug ?? null),
    departmentSlug: unit.department?.slug ?? null,
    icon: unit.icon,
  }));
}
