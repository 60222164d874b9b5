/**
 * Patient folders by first letter: each title is its PDF download, which opens in a new
 * tab with the hidden hint (spec 2.4, as SmartLink does), and under it the folder's introduction,
 * as text (React escapes it; the CMS's text never becomes markup). The same component renders the
 * full list on the server and a filtered list in the island.
 */
import { folderHref, groupFolders, type FolderEntry } from '#src/overviews/folders/folders.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import { AzIndex, type AzStrings } from '#src/overviews/shared/az/AzIndex.tsx';

export type FolderResultsStrings = Pick<StringsAt<'azOverviews.folders'>, 'barLabel' | 'empty' | 'pdf'>;

type Props = {
  entries: readonly FolderEntry[];
  strings: FolderResultsStrings;
  commonStrings: AzStrings;
  /** Read after each title: the PDF opens in a new tab. */
  newTabHint: string;
};

export function FolderResults({ entries, strings, commonStrings, newTabHint }: Props) {
  if (entries.length === 0) return <p className="az-empty">{strings.empty}</p>;
  return (
    <AzIndex
      idPrefix="folders"
      groups={groupFolders(entries)}
      barLabel={strings.barLabel}
      strings={commonStrings}
      headingLevel={2}
      listClassName="az-links"
      itemKey={(entry) => entry.p}
      renderItem={(entry) => (
        <>
          <a className="az-folder" href={folderHref(entry)} target="_blank" rel="noopener">
            {entry.t} <span className="az-folder__type">({strings.pdf})</span>
            <span className="visually-hidden"> {newTabHint}</span>
          </a>
          {entry.i && <p className="az-folder__intro">{entry.i}</p>}
        </>
      )}
    />
  );
}
