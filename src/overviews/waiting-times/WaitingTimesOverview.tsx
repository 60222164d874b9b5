/**
 * The waiting-times table of `/wachttijden`: a table per heading, a row per
 * department, the three main locations as columns. Rendered on the server with every department
 * and the main columns, so the page is complete without JavaScript; a filter page
 * (`/wachttijden/department/{slug}`, served at `/wachttijden?department=…`) is rendered with its
 * filter, so that answer shows the narrowed table from the start.
 *
 * With JavaScript: the query `department` or `centrum` (a title) narrows the rows, and a toggle
 * shows every location (`locations=all`); both are kept in the address and read from it (back
 * button too). Those states need `/data/waiting-times.json` (every location, centres, which
 * department belongs to which centre), loaded once when first needed. Changes are announced politely.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { WaitingDays } from '#src/lib/contract/waiting-times.ts';
import { waitingDisplay } from '#src/lib/blocks/waiting-times.ts';
import { exceedsTreeknorm, treeknormDays, TREEKNORM_WEEKS, type WaitingKind } from '#src/lib/blocks/treeknorm.ts';
import { fillTemplate } from '#src/i18n/template.ts';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import {
  DEFAULT_WAITING_STATE,
  filterTitle,
  parseWaitingTimesState,
  waitingTimesQuery,
  waitingTimesView,
  type WaitingTimesData,
  type WaitingTimesState,
  type WaitingView,
} from '#src/overviews/waiting-times/waiting-times.ts';
import { isPlainClick } from '#src/overviews/shared/plain-click.ts';
import { useStaticData } from '#src/overviews/shared/static-data.ts';
import { readServedAddress, useUrlState } from '#src/overviews/shared/url-state.ts';
import '#src/components/ui/data-table.css';
import './WaitingTimesOverview.css';
import { withFallback } from '#src/react/IslandBoundary.tsx';

/** serviceOverviews.waitingTimes; `filtered`, `noResults` and `announceFilter` have `{{title}}`. */
export type WaitingTimesStrings = StringsAt<'serviceOverviews.waitingTimes'>;

type Props = {
  strings: WaitingTimesStrings;
  /** The state the server rendered (none: every department, the main locations). */
  initialState?: WaitingTimesState;
  /** The view of `initialState`. */
  initialView: WaitingView;
  dataUrl: string;
  /** The overview's own path, for the 'all departments' link. */
  path: string;
};

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

function WaitingTimesOverview({ strings, initialState = DEFAULT_WAITING_STATE, initialView, dataUrl, path }: Props) {
  const id = useId();
  const [state, setState] = useUrlState<WaitingTimesState>(
    initialState,
    readServedAddress(path, initialState, parseWaitingTimesState),
    waitingTimesQuery,
    { path },
  );
  const [hydrated, setHydrated] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<WaitingTimesState>(initialState);

  // eslint-disable-next-line react-hooks/set-state-in-effect -- an effect is what runs once hydrated: the button appears then
  useEffect(() => setHydrated(true), []);

  // Any state but the one the server rendered needs the full data.
  const needsData = waitingTimesQuery(state) !== waitingTimesQuery(initialState);
  const loaded = useStaticData<WaitingTimesData>(dataUrl, needsData);
  const data = loaded.state === 'loaded' ? loaded.data : null;
  const status = !needsData || data ? 'ready' : loaded.state === 'failed' ? 'error' : 'loading';
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- announces the moment loading failed; the live region keeps the text after
    if (status === 'error') setAnnouncement(strings.error);
  }, [status, strings.error]);

  const view: WaitingView | null = data ? waitingTimesView(data, state) : needsData ? null : initialView;
  const title = filterTitle(data, state);

  // Announce what changed once the new view is there.
  useEffect(() => {
    if (!view) return;
    const before = previous.current;
    previous.current = state;
    if (before === state) return;
    const filterChanged = before.department !== state.department || before.centrum !== state.centrum;
    if (filterChanged)
      setAnnouncement(title ? fillTemplate(strings.announceFilter, { title }) : strings.announceAllDepartments);
    else if (before.allLocations !== state.allLocations)
      setAnnouncement(state.allLocations ? strings.announceAllLocations : strings.announceMainLocations);
  }, [view, state, title, strings]);

  const rows = view?.groups.reduce((count, group) => count + group.rows.length, 0) ?? 0;

  return (
    <div className="waiting-overview">
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {(title || hydrated) && (
        <div className="waiting-overview__controls">
          {title && (
            <p className="waiting-overview__filter">
              {fillTemplate(strings.filtered, { title })}{' '}
              <a
                href={path}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  setState({ ...state, department: null, centrum: null });
                }}
              >
                {strings.showAll}
              </a>
            </p>
          )}
          {hydrated && (
            <button
              type="button"
              className="button button--secondary"
              aria-pressed={state.allLocations}
              onClick={() => setState({ ...state, allLocations: !state.allLocations })}
            >
              {strings.allLocations}
            </button>
          )}
        </div>
      )}

      {status === 'loading' && <p className="waiting-overview__message">{strings.loading}</p>}
      {status === 'error' && (
        <p className="waiting-overview__message waiting-overview__message--error">{strings.error}</p>
      )}
      {view && rows === 0 && (
        <p className="waiting-overview__message">
          {title ? fillTemplate(strings.noResults, { title }) : strings.empty}
        </p>
      )}

      {view?.groups.map((group) => (
        <section className="waiting-overview__group" key={group.kind} aria-labelledby={`${id}-${group.kind}`}>
          <h2 id={`${id}-${group.kind}`}>{strings.kinds[group.kind]}</h2>
          <p className="waiting-overview__norm">
            {fillTemplate(strings.norm, {
              weeks: String(TREEKNORM_WEEKS[group.kind]),
              days: String(treeknormDays(group.kind)),
            })}
          </p>
          <div className="data-table-scroll" role="region" aria-labelledby={`${id}-${group.kind}-caption`} tabIndex={0}>
            <table className="data-table waiting-overview__table">
              <caption id={`${id}-${group.kind}-caption`}>{strings.captions[group.kind]}</caption>
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
    </div>
  );
}

/** Spec 8: a render error shows the fallback widget (src/react/IslandBoundary.tsx). */
export default withFallback(WaitingTimesOverview, 'WaitingTimesOverview', (props) => props.path);
