/**
 * The patient-folder overview's filter as an island, hydrated when the browser is
 * idle. The server renders it with no filter and every folder as its children, so the page is
 * complete without JavaScript. Once it runs it reads `tags` (one or many), `department`,
 * `subDepartment`, `centrum` and `subcentrum` from the address, picks the one criterion the folder
 * search of spec 3 would (tags first), says what it filters on (names with a capital first letter)
 * and shows the matching folders from /data/folders.json. 'Alle folders' clears the filter; the
 * back button restores it. Result counts are announced politely.
 */
import type { MouseEvent, ReactNode } from 'react';
import { fillTemplate } from '#src/i18n/template.ts';
import {
  NO_FOLDER_QUERY,
  filterFolders,
  folderCriterion,
  folderFilterLabel,
  folderQueryString,
  parseFolderQuery,
  type FolderEntry,
  type FolderQuery,
} from '#src/overviews/folders/folders.ts';
import { isPlainClick } from '#src/overviews/shared/plain-click.ts';
import { useUrlState } from '#src/overviews/shared/url-state.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import type { AzStrings } from '#src/overviews/shared/az/AzIndex.tsx';
import { FolderResults } from '#src/overviews/folders/FolderResults.tsx';
import { resultStatus } from '#src/overviews/shared/az/result-status.ts';
import { useStaticData } from '#src/overviews/shared/static-data.ts';
import { withFallback } from '#src/react/IslandBoundary.tsx';

/**
 * azOverviews.folders; `total` and `countOther` have `{{n}}`; `filteredOn` says what the list is
 * filtered on, by kind, `{{names}}` (`or` comes between the last two names: any of them matches).
 */
export type FoldersOverviewStrings = StringsAt<'azOverviews.folders'>;

type Props = {
  strings: FoldersOverviewStrings;
  commonStrings: AzStrings;
  /** Read after each title: the PDF opens in a new tab. */
  newTabHint: string;
  total: number;
  dataUrl: string;
  /** The overview's own address, without a filter. */
  action: string;
  children?: ReactNode;
};

/** `a, b of c` */
function joinNames(names: readonly string[], or: string): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${or} ${names.at(-1)}`;
}

function FoldersOverview({ strings, commonStrings, newTabHint, total, dataUrl, action, children }: Props) {
  const [query, setQuery] = useUrlState<FolderQuery>(NO_FOLDER_QUERY, parseFolderQuery, folderQueryString);
  const criterion = folderCriterion(query);
  const label = folderFilterLabel(criterion);
  const data = useStaticData<FolderEntry[]>(dataUrl, criterion !== null);
  const results = criterion && data.state === 'loaded' ? filterFolders(data.data, criterion) : null;

  const status = resultStatus(strings, commonStrings, total, criterion !== null, data, results);

  const showAll = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setQuery(NO_FOLDER_QUERY);
  };

  return (
    <div className="az-overview">
      {label && (
        <p className="az-active-filter">
          {fillTemplate(strings.filteredOn[label.kind], { names: joinNames(label.values, strings.or) })}{' '}
          <a href={action} onClick={showAll}>
            {strings.showAll}
          </a>
        </p>
      )}
      <p className="az-status" role="status">
        {status}
      </p>
      {results ? (
        <FolderResults entries={results} strings={strings} commonStrings={commonStrings} newTabHint={newTabHint} />
      ) : (
        children
      )}
    </div>
  );
}

/** Spec 8: a render error shows the fallback widget (src/react/IslandBoundary.tsx). */
export default withFallback(FoldersOverview, 'FoldersOverview', (props) => props.action);
