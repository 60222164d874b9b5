/** The page model of /folders: the A to Z frame and every folder. */
import type { ModelContext } from '#src/lib/models/page-model.ts';
import { azFrame, type OverviewFrame } from '#src/overviews/shared/overview-frame.ts';
import type { FolderEntry } from '#src/overviews/folders/folders.ts';

export type FoldersOverviewModel = OverviewFrame & { pageType: 'foldersOverview'; entries: FolderEntry[] };
export function foldersOverviewModel(entries: FolderEntry[], ctx: ModelContext): FoldersOverviewModel {
  const frame = azFrame(
    ctx,
    'foldersOverview',
    '/folders',
    ctx.t('azOverviews.folders.title'),
    ctx.t('azOverviews.folders.intro'),
  );
  return { ...frame, pageType: 'foldersOverview', entries };
}
