/**
 * One section of the research overview, A to Z by title: each study's title linking to
 * its page, its topic, departments and intro. The same component renders the full section on the
 * server and a filtered one in the island.
 */
import { groupResearch, type ResearchEntry } from '#src/overviews/research/research.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import { AzIndex, type AzStrings } from '#src/overviews/shared/az/AzIndex.tsx';

export type ResearchResultsStrings = Pick<StringsAt<'azOverviews.research'>, 'empty' | 'topic' | 'departments'>;

type Props = {
  entries: readonly ResearchEntry[];
  idPrefix: string;
  /** The section's own: its A to Z bar's accessible name. */
  barLabel: string;
  strings: ResearchResultsStrings;
  commonStrings: AzStrings;
};

export function ResearchResults({ entries, idPrefix, barLabel, strings, commonStrings }: Props) {
  if (entries.length === 0) return <p className="az-empty">{strings.empty}</p>;
  return (
    <AzIndex
      idPrefix={idPrefix}
      groups={groupResearch(entries)}
      barLabel={barLabel}
      strings={commonStrings}
      headingLevel={3}
      listClassName="az-studies"
      itemKey={(entry, index) => entry.u ?? `${entry.t}-${index}`}
      renderItem={(entry) => (
        <div className="az-study">
          <p className="az-study__title">{entry.u ? <a href={entry.u}>{entry.t}</a> : entry.t}</p>
          {(entry.o || entry.d) && (
            <dl className="az-study__meta">
              {entry.o && (
                <div>
                  <dt>{strings.topic}</dt>
                  <dd>{entry.o}</dd>
                </div>
              )}
              {entry.d && (
                <div>
                  <dt>{strings.departments}</dt>
                  <dd>{entry.d.join(', ')}</dd>
                </div>
              )}
            </dl>
          )}
          {entry.i && <p className="az-study__intro">{entry.i}</p>}
        </div>
      )}
    />
  );
}
