import type { DatabaseSync } from 'node:sqlite';
import { decodePath, foldKey, lowerKey } from '../text/fold.ts';
import type { World } from '../world/types.ts';
import { facetValues } from './facets.ts';

/** Patient folders with the text their PDF is made of. */
export function storeFolders(db: DatabaseSync, world: World): void {
  const insert = db.prepare(
    'INSERT INTO folders (sharepoint_id, path_key, sort_title, facets, folder, pdf_title, pdf_text) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const { folder, pdfTitle, pdfText } of world.folders) {
    const facets = {
      tags: facetValues(folder.Tags),
      department: facetValues(folder.Departments),
      subdepartment: facetValues(folder.Subdepartments),
      centrum: facetValues(folder.Centra),
      subcentra: facetValues(folder.Subcentra),
    };
    insert.run(
      String(folder.SharepointId),
      lowerKey(decodePath(folder.Path)),
      foldKey(folder.DocumentTitle),
      JSON.stringify(facets),
      JSON.stringify(folder),
      pdfTitle,
      pdfText,
    );
  }
}
