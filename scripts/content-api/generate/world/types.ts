/** Contract types the world generator uses (types only; re-exported from the schemas). */
export type { EntityRef, OrganisationDetails, OrganisationEntity, Page } from '#src/lib/contract/index.ts';
import type { Page } from '#src/lib/contract/index.ts';

/** A department reference that also names its centre. */
export type DepartmentRef = NonNullable<Page['Department']>;
