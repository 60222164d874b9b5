import { z } from 'zod';
import { PATIENT_FOLDERS_PREFIX, releaseDocumentPath } from '#src/lib/content/documents.ts';
import { sharepointIdSchema } from '#src/lib/contract/common.ts';

/**
 * A patient folder: GET patient-folders and POST patient-folders/search. `Path` is the PDF (or
 * another document type) under /api/v1/patient-folders/{id}/{file}: the build copies it into the
 * release, and the site links to that copy (src/lib/content/documents.ts); any other path is refused.
 */
export const patientFolderSchema = z.object({
  SharepointId: sharepointIdSchema,
  DocumentTitle: z.string().min(1),
  Introduction: z.string().nullable(),
  Path: z
    .string()
    .refine(
      (path) => releaseDocumentPath(path) !== null,
      `not a document ${PATIENT_FOLDERS_PREFIX}{id}/{file} (PDF or office file)`,
    ),
  Tags: z.array(z.string()),
  Departments: z.array(z.string()),
  Subdepartments: z.array(z.string()),
  Centra: z.array(z.string()),
  Subcentra: z.array(z.string()),
});

/** The body of POST patient-folders/search: one criterion kind with its value. */
export const folderSearchCriteriaSchema = z.discriminatedUnion('Kind', [
  z.object({ Kind: z.literal('ByTags'), Tags: z.array(z.string().min(1)).min(1) }),
  z.object({ Kind: z.literal('ByDepartment'), DepartmentName: z.string().min(1) }),
  z.object({ Kind: z.literal('BySubdepartment'), SubdepartmentName: z.string().min(1) }),
  z.object({ Kind: z.literal('ByCentrum'), CentrumName: z.string().min(1) }),
  z.object({ Kind: z.literal('BySubcentrum'), SubcentrumName: z.string().min(1) }),
]);

export type PatientFolder = z.infer<typeof patientFolderSchema>;
export type FolderSearchCriteria = z.infer<typeof folderSearchCriteriaSchema>;
