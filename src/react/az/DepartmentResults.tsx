/**
 * Departments and centres, A to Z (spec 2.1, 3): title (capital first letter) linking to the page,
 * and the intro. Rendered on the server only: this overview needs no island.
 */
import { groupDepartments } from '#src/lib/overviews/departments-list.ts';
import type { DepartmentListItem } from '#src/lib/overviews/build/az-overviews-data.ts';
import { AzIndex, type AzStrings } from '#src/react/az/AzIndex.tsx';

export function DepartmentResults({ entries, strings }: { entries: readonly DepartmentListItem[]; strings: AzStrings & { empty: string } }) {
  if (entries.length === 0) return <p className="az-empty">{strings.empty}</p>;
  return (
    <AzIndex
      idPrefix="afdelingen"
      groups={groupDepartments(entries)}
      strings={strings}
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
