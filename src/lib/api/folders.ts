/** Patient folders: all of them, or those matching one search criterion. */
import type { ContentClient } from '#src/lib/api/content-client.ts';
import type { LoadResult } from '#src/lib/api/load-state.ts';
import {
  folderSearchCriteriaSchema,
  patientFolderSchema,
  type FolderSearchCriteria,
  type PatientFolder,
} from '#src/lib/contract/index.ts';

const folderName = (item: unknown, index: number): string => {
  const title = (item as { DocumentTitle?: unknown } | null)?.DocumentTitle;
  return typeof title === 'string' ? `#${index} "${title}"` : `#${index}`;
};

export function fetchPatientFolders(client: ContentClient): Promise<LoadResult<PatientFolder[]>> {
  return client.getList('patient-folders', patientFolderSchema, folderName);
}

/** POST patient-folders/search with one criterion (sent only when a filter is set). */
export function searchPatientFolders(
  criteria: FolderSearchCriteria,
  client: ContentClient,
): Promise<LoadResult<PatientFolder[]>> {
  return client.postList(
    'patient-folders/search',
    folderSearchCriteriaSchema.parse(criteria),
    patientFolderSchema,
    folderName,
  );
}

/** The criterion for the /folders query: tags first, then the most specific organisation. */
export { folderCriteria } from '#src/lib/folder-criteria.ts';
