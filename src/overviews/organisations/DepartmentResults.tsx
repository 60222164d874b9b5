/**
 * Departments and centres, A to Z: title (capital first letter) linking to the page,
 * and the intro. Rendered on the server only: this overview needs no island.
 */
import { groupDepartments } from '#src/overviews/organisations/departments-list.ts';
import type { DepartmentListItem } from '#src/overviews/organisations/load-organisations.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import { AzIndex, type AzStrings } from '#src/overviews/shared/az/AzIndex.tsx';

type Props = {
  entries: readonly DepartmentListItem[];
  strings: Pick<StringsAt<'azOverviews.departments'>, 'barLabel' | 'empty'>;
  commonStrings: AzStrings;
};

export function DepartmentResults({ entries, strings, commonStrings }: Props) {
  if (entries.length === 0) return <p className="az-empty">{strings.empty}</p>;
  return (
    <AzIndex
      idPrefix="afdelingen"
      groups={groupDepartments(entries)}
      barLabel={strings.barLabel}
      strings={commonStrings}
      headingLevel={2}
      listClassName="az-entries"
      itemKey={(entry) => entry.id}
      renderItem={(entry) => (
        <div className="az-entry">
          <p className="az-entry__title">{entry.href ? <a href={entry.href}>{entry.title}</a> : entry.title}</p>
          {entry.intro && <p className="az-entry__intro">{entry.intro}</p>}
        </div>
      )}
    />
  );
}
