import { z } from 'zod';
import { folderSearchCriteriaSchema, type FolderSearchCriteria } from '@ziekenhuis/site-for-content-api';
import { text } from '../db/rows.ts';
import { badRequest, notFound, okFile, okJson } from '../http/reply.ts';
import type { RouteDefinition, RouteHandler } from '../http/router.ts';
import { simplePdf } from '../pdf/simple-pdf.ts';
import { lowerKey } from '../text/fold.ts';
import { jsonArray, param } from './page-rows.ts';

export const FOLDER_PATH_PREFIX = '/api/v1/patient-folders/';

const ORDER = 'ORDER BY sort_title, id';

/** GET patient-folders: every folder, by DocumentTitle. */
export const getFolders: RouteHandler = (db) =>
  okJson(
    jsonArray(
      db
        .prepare(`SELECT folder FROM folders ${ORDER}`)
        .all()
        .map((row) => text(row, 'folder')),
    ),
  );

/** The facet a search criterion filters and the values it accepts (any of them). */
function criterionFilter(criteria: FolderSearchCriteria): { facet: string; values: string[] } {
  switch (criteria.Kind) {
    case 'ByTags':
      return { facet: 'tags', values: criteria.Tags };
    case 'ByDepartment':
      return { facet: 'department', values: [criteria.DepartmentName] };
    case 'BySubdepartment':
      return { facet: 'subdepartment', values: [criteria.SubdepartmentName] };
    case 'ByCentrum':
      return { facet: 'centrum', values: [criteria.CentrumName] };
    case 'BySubcentrum':
      return { facet: 'subcentra', values: [criteria.SubcentrumName] };
  }
}

/**
 * POST patient-folders/search: the folders matching one criterion (folderSearchCriteriaSchema):
 * any of the tags, or the department, sub-department, centre or sub-centre (names case-insensitive).
 */
export const searchFolders: RouteHandler = (db, _params, _query, body) => {
  if (body === undefined) return badRequest('The request body must be folder search criteria (JSON), and is empty');
  const parsed = folderSearchCriteriaSchema.safeParse(body);
  if (!parsed.success) return badRequest(`Invalid folder search criteria: ${z.prettifyError(parsed.error)}`);
  const { facet, values } = criterionFilter(parsed.data);
  const rows = db
    .prepare(
      `SELECT folder FROM folders WHERE EXISTS (SELECT 1 FROM json_each(facets, '$.${facet}') AS f WHERE f.value IN (SELECT value FROM json_each(?))) ${ORDER}`,
    )
    .all(JSON.stringify(values.map(lowerKey)));
  return okJson(jsonArray(rows.map((row) => text(row, 'folder'))));
};

/** GET patient-folders/{id}/{file}.pdf: the folder's PDF (its Path), made on request. */
export const getFolderPdf: RouteHandler = (db, params) => {
  const path = `${FOLDER_PATH_PREFIX}${param(params, 'id')}/${param(params, 'file')}`;
  if (!path.toLowerCase().endsWith('.pdf')) return notFound(`No folder at ${path}`);
  const row = db.prepare('SELECT pdf_title, pdf_text FROM folders WHERE path_key = ?').get(lowerKey(path));
  if (!row) return notFound(`No folder at ${path}`);
  return okFile('application/pdf', simplePdf(text(row, 'pdf_title'), text(row, 'pdf_text')));
};

export const folderRoutes: readonly RouteDefinition[] = [
  { method: 'GET', pattern: '/api/v1/patient-folders', handler: getFolders },
  { method: 'POST', pattern: '/api/v1/patient-folders/search', handler: searchFolders },
  { method: 'GET', pattern: '/api/v1/patient-folders/{id}/{file}', handler: getFolderPdf },
];
