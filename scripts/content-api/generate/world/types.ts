/** Contract types the world generator uses (types only; re-exported from the schemas). */
export type { EntityRef, OrganisationDetails, OrganisationEntity, Page } from '@ziekenhuis/site-for-content-api';
import type { Page } from '@ziekenhuis/site-for-content-api';

/** A department reference that also names its centre. */
export type DepartmentRef = NonNullable<Page['Department']>;
