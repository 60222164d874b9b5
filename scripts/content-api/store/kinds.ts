import type { DepartmentNavigationItem } from '@ziekenhuis/site-for-content-api';
import type { OrganisationKind } from '../world/types.ts';

/** The page content type of each kind of organisation. */
export const CONTENT_TYPE_OF_KIND: Readonly<Record<OrganisationKind, DepartmentNavigationItem['ContentType']>> = {
  centrum: 'Centra pagina',
  subcentrum: 'Sub-centra pagina',
  department: 'Afdeling pagina',
  subdepartment: 'Sub-afdeling pagina',
};

export const ORGANISATION_KINDS: readonly OrganisationKind[] = ['centrum', 'subcentrum', 'department', 'subdepartment'];

export function isOrganisationKind(value: string): value is OrganisationKind {
  return (ORGANISATION_KINDS as readonly string[]).includes(value);
}
