/**
 * The one criterion of the folder search for a /folders query: tags first, then the
 * most specific organisation (sub-department, department, sub-centre, centre); blank values are no
 * value. Free of runtime imports, so the API client (build) and the folders island (browser) share it
 * without the schemas reaching the browser.
 */
import type { FolderSearchCriteria } from '#src/lib/contract/index.ts';

export type FolderCriteriaQuery = {
  tags?: readonly string[];
  department?: string | null;
  subDepartment?: string | null;
  centrum?: string | null;
  subcentrum?: string | null;
};

export function folderCriteria(query: FolderCriteriaQuery): FolderSearchCriteria | null {
  const tags = (query.tags ?? []).map((tag) => tag.trim()).filter(Boolean);
  if (tags.length > 0) return { Kind: 'ByTags', Tags: tags };
  if (query.subDepartment?.trim()) return { Kind: 'BySubdepartment', SubdepartmentName: query.subDepartment.trim() };
  if (query.department?.trim()) return { Kind: 'ByDepartment', DepartmentName: query.department.trim() };
  if (query.subcentrum?.trim()) return { Kind: 'BySubcentrum', SubcentrumName: query.subcentrum.trim() };
  if (query.centrum?.trim()) return { Kind: 'ByCentrum', CentrumName: query.centrum.trim() };
  return null;
}
