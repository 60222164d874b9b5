/** /folders: every patient folder, once per build context (the page and /data/folders.json), and the page's model. */
import { fetchPatientFolders } from '#src/lib/api/folders.ts';
import type { BuildContext } from '#src/lib/build/context.ts';
import { modelContext } from '#src/lib/models/load-page.ts';
import { reportFailure } from '#src/overviews/shared/az/az-data.ts';
import { folderEntry, type FolderEntry } from '#src/overviews/folders/folders.ts';
import { foldersOverviewModel, type FoldersOverviewModel } from '#src/overviews/folders/folders-model.ts';

export function loadFolderEntries(ctx: BuildContext): Promise<FolderEntry[]> {
  return ctx.once('folders overview', async () => {
    const result = await fetchPatientFolders(ctx.content);
    if (result.state !== 'loaded') {
      reportFailure(ctx, '/folders', 'patient-folders', result.status);
      return [];
    }
    return result.data.map(folderEntry);
  });
}

export async function loadFoldersOverviewModel(ctx: BuildContext): Promise<FoldersOverviewModel> {
  return foldersOverviewModel(await loadFolderEntries(ctx), await modelContext(ctx, 'nl'));
}
