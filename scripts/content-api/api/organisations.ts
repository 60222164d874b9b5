import type { DatabaseSync } from 'node:sqlite';
import type {
  DepartmentNavigationItem,
  DepartmentOrCentrumEntry,
  OrganisationEntity,
} from '@ziekenhuis/site-for-content-api';
import { storedJson, text, textOrNull } from '../db/rows.ts';
import { notFound, ok, okJson } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import { CONTENT_TYPE_OF_KIND, isOrganisationKind } from '../store/kinds.ts';
import type { PageCard } from '../store/page-card.ts';
import { lowerKey } from '../text/fold.ts';
import type { OrganisationKind } from '../world/types.ts';
import { docOr404, param, publishedByRoute, publishedBySlug, publishedCards } from './page-rows.ts';
import { requiredText } from './query.ts';

export const SECTION = '/afdelingen-en-centra';

function entry(card: PageCard): DepartmentOrCentrumEntry {
  return {
    SharepointId: card.SharepointId,
    HeaderTitle: card.HeaderTitle,
    TeaserDescription: card.TeaserDescription,
    HeaderDescription: card.HeaderDescription,
    Url: card.Route,
  };
}

/** GET pages/department-or-centrum: the Dutch department and centre pages for the A-Z, each by title. */
export const getDepartmentOrCentrumList: RouteHandler = (db) => {
  const list = (type: string): DepartmentOrCentrumEntry[] =>
    publishedCards(db, `content_type = ? AND language = 'nl'`, [type], 'sort_title, id').map(entry);
  return ok({ DepartmentPages: list('Afdeling pagina'), CentrumPages: list('Centra pagina') });
};

/**
 * GET pages/department-or-centrum/{slug}: the page at /afdelingen-en-centra/{slug} (a centre, or a
 * department without a centre); else the centre, then the department, with that slug.
 */
export const getDepartmentOrCentrum: RouteHandler = (db, params) => {
  const slug = param(params, 'slug');
  const doc =
    publishedByRoute(db, ['Centra pagina', 'Afdeling pagina'], `${SECTION}/${slug}`) ??
    publishedBySlug(db, ['Centra pagina'], slug) ??
    publishedBySlug(db, ['Afdeling pagina'], slug);
  return docOr404(doc, `department or centre "${slug}"`);
};

/**
 * GET pages/subdepartment-or-department-or-subcentra-or-spaarne?departmentOrCentrumSlug=&slug=: the page two levels
 * down.
 */
export const getSecondLevelPage: RouteHandler = (db, _params, query) => {
  const route = `${SECTION}/${requiredText(query, 'departmentOrCentrumSlug')}/${requiredText(query, 'slug')}`;
  const doc = publishedByRoute(
    db,
    ['Sub-afdeling pagina', 'Afdeling pagina', 'Sub-centra pagina', 'Spaarne pagina'],
    route,
  );
  return docOr404(doc, `page at ${route}`);
};

/** GET pages/subdepartment-or-spaarne?centrumSlug=&departmentOrSpaarneSlug=&slug=: the page three levels down. */
export const getThirdLevelPage: RouteHandler = (db, _params, query) => {
  const route = `${SECTION}/${requiredText(query, 'centrumSlug')}/${requiredText(query, 'departmentOrSpaarneSlug')}/${requiredText(query, 'slug')}`;
  return docOr404(publishedByRoute(db, ['Sub-afdeling pagina', 'Spaarne pagina'], route), `page at ${route}`);
};

type OrganisationRow = {
  kind: OrganisationKind;
  slug: string;
  centrumSlug: string | null;
  departmentSlug: string | null;
  entity: string;
};

function listedOrganisation(
  db: DatabaseSync,
  kinds: readonly OrganisationKind[],
  slug: string,
): OrganisationRow | null {
  for (const kind of kinds) {
    const row = db
      .prepare(
        'SELECT kind, slug, centrum_slug, department_slug, entity FROM organisations WHERE kind = ? AND slug = ? AND listed = 1',
      )
      .get(kind, lowerKey(slug));
    if (row) {
      return {
        kind,
        slug: text(row, 'slug'),
        centrumSlug: textOrNull(row, 'centrum_slug'),
        departmentSlug: textOrNull(row, 'department_slug'),
        entity: text(row, 'entity'),
      };
    }
  }
  return null;
}

function exists(db: DatabaseSync, kinds: readonly OrganisationKind[], slug: string): boolean {
  return (
    db
      .prepare(`SELECT 1 FROM organisations WHERE kind IN (${kinds.map(() => '?').join(', ')}) AND slug = ?`)
      .get(...kinds, slug) !== undefined
  );
}

/** Whether the centre or department an organisation names as its parent exists. */
function parentFound(db: DatabaseSync, organisation: OrganisationRow): boolean {
  if (organisation.kind === 'subdepartment' && organisation.departmentSlug !== null)
    return exists(db, ['department'], organisation.departmentSlug);
  if (organisation.kind !== 'centrum' && organisation.centrumSlug !== null)
    return exists(db, ['centrum', 'subcentrum'], organisation.centrumSlug);
  return true;
}

function organisationHandler(kinds: readonly OrganisationKind[], what: string): RouteHandler {
  return (db, params) => {
    const slug = param(params, 'slug');
    const found = listedOrganisation(db, kinds, slug);
    if (found === null) return notFound(`No ${what} "${slug}"`);
    if (!parentFound(db, found)) return notFound(`The parent of ${what} "${slug}" cannot be found`);
    return okJson(found.entity);
  };
}

/** GET pages/centra/{slug}: the centre (or else the sub-centre) with that slug. */
export const getCentrum = organisationHandler(['centrum', 'subcentrum'], 'centre');
/** GET pages/departments/{slug}: the department (or else the sub-department); 404 when its parent is missing. */
export const getDepartment = organisationHandler(['department', 'subdepartment'], 'department');

/**
 * GET departments/navigation: centres with their sub-centres and departments, departments with
 * their sub-departments; anything whose parent is not listed at top level. Every level by title.
 */
export const getDepartmentNavigation: RouteHandler = (db) => {
  const rows = db
    .prepare(
      'SELECT id, kind, slug, centrum_slug, department_slug, route, entity FROM organisations WHERE listed = 1 ORDER BY sort_title, id',
    )
    .all();
  const nodes = new Map<string, DepartmentNavigationItem>();
  const keyOf = (kind: string, slug: string): string => `${kind}|${slug}`;
  for (const row of rows) {
    const kind = text(row, 'kind');
    if (!isOrganisationKind(kind)) continue;
    const entity = storedJson<OrganisationEntity>(row, 'entity');
    nodes.set(keyOf(kind, text(row, 'slug')), {
      SharepointId: entity.SharepointId,
      Title: entity.Title,
      Url: text(row, 'route'),
      ContentType: CONTENT_TYPE_OF_KIND[kind],
      Children: [],
    });
  }
  const top: DepartmentNavigationItem[] = [];
  for (const row of rows) {
    const kind = text(row, 'kind');
    const node = nodes.get(keyOf(kind, text(row, 'slug')));
    if (!node) continue;
    const centrum = textOrNull(row, 'centrum_slug');
    const department = textOrNull(row, 'department_slug');
    let parent: DepartmentNavigationItem | undefined;
    if (kind === 'subdepartment' && department !== null) parent = nodes.get(keyOf('department', department));
    else if (kind === 'department' && centrum !== null)
      parent = nodes.get(keyOf('centrum', centrum)) ?? nodes.get(keyOf('subcentrum', centrum));
    else if (kind === 'subcentrum' && centrum !== null) parent = nodes.get(keyOf('centrum', centrum));
    (parent?.Children ?? top).push(node);
  }
  return ok(top);
};

export const organisationRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: '/api/v1/pages/department-or-centrum', handler: getDepartmentOrCentrumList },
  { method: 'GET', pattern: '/api/v1/pages/department-or-centrum/{slug}', handler: getDepartmentOrCentrum },
  {
    method: 'GET',
    pattern: '/api/v1/pages/subdepartment-or-department-or-subcentra-or-spaarne',
    handler: getSecondLevelPage,
  },
  { method: 'GET', pattern: '/api/v1/pages/subdepartment-or-spaarne', handler: getThirdLevelPage },
  { method: 'GET', pattern: '/api/v1/pages/centra/{slug}', handler: getCentrum },
  { method: 'GET', pattern: '/api/v1/pages/departments/{slug}', handler: getDepartment },
  { method: 'GET', pattern: '/api/v1/departments/navigation', handler: getDepartmentNavigation },
];
