/**
 * The waiting-times table of `/wachttijden`: a table per heading, a row per
 * department, the three main locations as columns (WaitingTables.tsx). The page renders the tables
 * of its state on the server as this island's children (every department and the main columns; a
 * filter page, `/wachttijden/department/{slug}` served at `/wachttijden?department=…`, with its
 * filter), so the page is complete without JavaScript and hydrating does not walk every row again;
 * the island shows them as long as the address asks for that state.
 *
 * With JavaScript: the query `department` or `centrum` (a title) narrows the rows, and a toggle
 * shows every location (`locations=all`); both are kept in the address and read from it (back
 * button too). Those states need `/data/waiting-times.json` (every location, centres, which
 * department belongs to which centre), loaded once when first needed. Changes are announced politely.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { fillTemplate } from '#src/i18n/template.ts';
import {
  DEFAULT_WAITING_STATE,
  filterTitle,
  parseWaitingTimesState,
  waitingTimesQuery,
  waitingTimesView,
  type WaitingTimesData,
  type WaitingTimesState,
} from '#src/overviews/waiting-times/waiting-times.ts';
import { WaitingTables, type WaitingTimesStrings } from '#src/overviews/waiting-times/WaitingTables.tsx';
import { isPlainClick } from '#src/overviews/shared/plain-click.ts';
import { useStaticData } from '#src/overviews/shared/static-data.ts';
import { readServedAddress, useUrlState } from '#src/overviews/shared/url-state.ts';
import './WaitingTimesOverview.css';
import { withFallback } from '#src/react/IslandBoundary.tsx';

type Props = {
  strings: WaitingTimesStrings;
  /** The state the server rendered its tables for (none: every department, the main locations). */
  initialState?: WaitingTimesState;
  /** The tables of `initialState`, rendered on the server (WaitingTables). */
  children?: ReactNode;
  dataUrl: string;
  /** The overview's own path, for the 'all departments' link. */
  path: string;
};

function WaitingTimesOverview({ strings, initialState = DEFAULT_WAITING_STATE, children, dataUrl, path }: Props) {
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

  // The state the server rendered shows its tables (the children); any other, the tables of the data.
  const view = needsData && data ? waitingTimesView(data, state) : null;
  const shown = !needsData || view !== null;
  const title = filterTitle(data, state);

  // Announce what changed once the new view is there.
  useEffect(() => {
    if (!shown) return;
    const before = previous.current;
    previous.current = state;
    if (before === state) return;
    const filterChanged = before.department !== state.department || before.centrum !== state.centrum;
    if (filterChanged)
      setAnnouncement(title ? fillTemplate(strings.announceFilter, { title }) : strings.announceAllDepartments);
    else if (before.allLocations !== state.allLocations)
      setAnnouncement(state.allLocations ? strings.announceAllLocations : strings.announceMainLocations);
  }, [shown, state, title, strings]);

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
      {needsData
        ? view && <WaitingTables view={view} title={title} strings={strings} idPrefix={id} />
        : // The state the server rendered: its tables, as it wrote them (not hydrated again).
          children}
    </div>
  );
}

/** Spec 8: a render error shows the fallback widget (src/react/IslandBoundary.tsx). */
export default withFallback(WaitingTimesOverview, 'WaitingTimesOverview', (props) => props.path);
