/** Departments and centres: lists, entities, navigation and child pages. */
import { describeItem, keepValidItems, type ContentClient } from '#src/lib/api/content-client.ts';
import { mapLoaded, type LoadResult } from '#src/lib/api/load-state.ts';
import { slugSegment } from '#src/lib/contract/call-segments.ts';
import {
  centrumChildSchema,
  childPageSchema,
  departmentNavigationItemSchema,
  departmentOrCentrumEntrySchema,
  departmentOrCentrumListSchema,
  organisationEntitySchema,
  type CentrumChild,
  type ChildPage,
  type DepartmentNavigationItem,
  type DepartmentOrCentrumEntry,
  type OrganisationEntity,
} from '#src/lib/contract/index.ts';

type Client = ContentClient;

export type DepartmentsAndCentres = { departments: DepartmentOrCentrumEntry[]; centres: DepartmentOrCentrumEntry[] };

/** GET pages/department-or-centrum, each list validated item by item. */
export async function fetchDepartmentsAndCentres(client: Client): Promise<LoadResult<DepartmentsAndCentres>> {
  const endpoint = 'pages/department-or-centrum';
  return mapLoaded(await client.get(endpoint, departmentOrCentrumListSchema), (data) => ({
    departments: keepValidItems(
      `${endpoint} DepartmentPages`,
      data.DepartmentPages,
      departmentOrCentrumEntrySchema,
      describeItem,
      client.onProblem,
    ),
    centres: keepValidItems(
      `${endpoint} CentrumPages`,
      data.CentrumPages,
      departmentOrCentrumEntrySchema,
      describeItem,
      client.onProblem,
    ),
  }));
}

/** GET pages/centra/{slug}: fails (404) when no centre has that slug. */
export function fetchCentre(slug: string, client: Client): Promise<LoadResult<OrganisationEntity>> {
  return client.get(`pages/centra/${slugSegment(slug)}`, organisationEntitySchema);
}

/** GET pages/departments/{slug}: fails (404) when no department has that slug or its parent is missing. */
export function fetchDepartment(slug: string, client: Client): Promise<LoadResult<OrganisationEntity>> {
  return client.get(`pages/departments/${slugSegment(slug)}`, organisationEntitySchema);
}

export function fetchDepartmentNavigation(client: Client): Promise<LoadResult<DepartmentNavigationItem[]>> {
  return client.getList('departments/navigation', departmentNavigationItemSchema, describeItem);
}

/** GET pages/children/{id}: the child pages of a page (the side menu). */
export function fetchChildPages(pageId: number | string, client: Client): Promise<LoadResult<ChildPage[]>> {
  return client.getList(`pages/children/${encodeURIComponent(String(pageId))}`, childPageSchema, describeItem);
}

/** GET pages/centrum-children/{id}; skipped (an empty list, no call) when there is no id. */
export async function fetchCentrumChildren(
  centrumId: number | string | null | undefined,
  client: Client,
): Promise<LoadResult<CentrumChild[]>> {
  if (centrumId === null || centrumId === undefined || centrumId === '')
    return { state: 'loaded', status: 200, data: [] };
  return client.getList(
    `pages/centrum-children/${encodeURIComponent(String(centrumId))}`,
    centrumChildSchema,
    describeItem,
  );
}
