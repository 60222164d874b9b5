/**
 * The waiting-times tables of one view: a table per heading, a row per department (or centre), a
 * column per location; when the view has no rows, that no department matches its filter (or, with
 * none, that there are no waiting times). The page renders them on
 * the server as the island's children for the state it was built with (WaitingTimesView.astro), so
 * hydrating the island does not walk every row again; the island renders them itself for any other
 * state (WaitingTimesOverview.tsx).
 */
import type { WaitingDays } from '#src/lib/contract/waiting-times.ts';
import { waitingDisplay } from '#src/lib/blocks/waiting-times.ts';
import { exceedsTreeknorm, treeknormDays, TREEKNORM_WEEKS, type WaitingKind } from '#src/lib/blocks/treeknorm.ts';
import { fillTemplate } from '#src/i18n/template.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import type { WaitingView } from '#src/overviews/waiting-times/waiting-times.ts';
import '#src/components/ui/data-table.css';
import './WaitingTimesOverview.css';

/** serviceOverviews.waitingTimes; `filtered`, `noResults` and `announceFilter` have `{{title}}`. */
export type WaitingTimesStrings = StringsAt<'serviceOverviews.waitingTimes'>;

function Cell({ kind, days, strings }: { kind: WaitingKind; days: WaitingDays | null; strings: WaitingTimesStrings }) {
  const display = waitingDisplay(days);
  if (display.kind === 'unavailable') {
    return (
      <td className="waiting-overview__unavailable">
        <span title={strings.notAvailable} aria-hidden="true">
          -
        </span>
        <span className="visually-hidden">{strings.notAvailable}</span>
      </td>
    );
  }
  // Over the norm: a sign and words, never colour alone.
  const over = exceedsTreeknorm(kind, display.days);
  return (
    <td className={over ? 'waiting-over-norm' : undefined}>
      {display.days} {display.unit === 'day' ? strings.day : strings.days}
      {over && (
        <span className="waiting-over-norm__mark">
          <span aria-hidden="true">▲ </span>
          {strings.overNorm}
        </span>
      )}
    </td>
  );
}

type Props = {
  view: WaitingView;
  /** The department or centre the view is narrowed to (none: every department). */
  title: string | null;
  strings: WaitingTimesStrings;
  /** Starts the ids that tie each heading and caption to its table: one per rendering on a page. */
  idPrefix: string;
};

export function WaitingTables({ view, title, strings, idPrefix }: Props) {
  const rows = view.groups.reduce((count, group) => count + group.rows.length, 0);
  return (
    <>
      {rows === 0 && (
        <p className="waiting-overview__message">
          {title ? fillTemplate(strings.noResults, { title }) : strings.empty}
        </p>
      )}

      {view.groups.map((group) => (
        <section className="waiting-overview__group" key={group.kind} aria-labelledby={`${idPrefix}-${group.kind}`}>
          <h2 id={`${idPrefix}-${group.kind}`}>{strings.kinds[group.kind]}</h2>
          <p className="waiting-overview__norm">
            {fillTemplate(strings.norm, {
              weeks: String(TREEKNORM_WEEKS[group.kind]),
              days: String(treeknormDays(group.kind)),
            })}
          </p>
          <div
            className="data-table-scroll"
            role="region"
            aria-labelledby={`${idPrefix}-${group.kind}-caption`}
            tabIndex={0}
          >
            <table className="data-table waiting-overview__table">
              <caption id={`${idPrefix}-${group.kind}-caption`}>{strings.captions[group.kind]}</caption>
              <thead>
                <tr>
                  <th scope="col">{strings.department}</th>
                  {view.columns.map((column) => (
                    <th scope="col" key={column}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {group.rows.map((row) => (
                  <tr
                    key={`${row.type}-${row.title}`}
                    className={row.type === 'centrum' ? 'waiting-overview__centre' : undefined}
                  >
                    <th scope="row">
                      {row.title}
                      {row.type === 'centrum' && <span className="waiting-overview__kind"> ({strings.centre})</span>}
                    </th>
                    {row.days.map((days, index) => (
                      <Cell key={view.columns[index]} kind={group.kind} days={days} strings={strings} />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
