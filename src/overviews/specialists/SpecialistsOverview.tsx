/**
 * The specialists overview's filters as an island, hydrated when the browser is
 * idle. The server renders it with the page's filter (none at /specialisten, one department on a
 * filter page) and that A to Z list as its children, so the page is complete without JavaScript
 * and, served at `/specialisten?filter=…`, shows the filtered list from the first answer. While the
 * address asks for that same state the children stay. Once it runs it reads `filter`, `filter2` and `search` from
 * the address; a dropdown change applies the form at once and updates the address, typing only
 * changes the search box, and submitting applies it. Filtering uses the list the build emitted
 * (/data/specialisten.json), fetched when a filter is first set. Result counts are announced
 * politely; the back button restores the filters.
 */
import { useId, type SubmitEvent, type ReactNode } from 'react';
import {
  NO_SPECIALIST_QUERY,
  filterSpecialists,
  isSpecialistQueryEmpty,
  organisationChoices,
  parseSpecialistQuery,
  specialistQueryString,
  type SpecialistChoices,
  type SpecialistQuery,
  type SpecialistsData,
} from '#src/overviews/specialists/specialists.ts';
import { cleanSearch } from '#src/overviews/shared/text-match.ts';
import { useSearchDraft } from '#src/overviews/shared/search-draft.ts';
import { readServedAddress, useUrlState } from '#src/overviews/shared/url-state.ts';
import { SearchField, SelectField } from '#src/overviews/shared/az/fields.tsx';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import type { AzStrings } from '#src/overviews/shared/az/AzIndex.tsx';
import { SpecialistResults } from '#src/overviews/specialists/SpecialistResults.tsx';
import { countStatus, resultStatus } from '#src/overviews/shared/az/result-status.ts';
import { useStaticData } from '#src/overviews/shared/static-data.ts';
import { withFallback } from '#src/react/IslandBoundary.tsx';

/** azOverviews.specialists; `total` and `countOther` have `{{n}}`. */
export type SpecialistsOverviewStrings = StringsAt<'azOverviews.specialists'>;

type Props = {
  strings: SpecialistsOverviewStrings;
  commonStrings: AzStrings;
  choices: SpecialistChoices;
  /** How many specialists the whole list has. */
  total: number;
  /** The static JSON with the list (SpecialistsData). */
  dataUrl: string;
  /** The overview's own address: the form's action without JavaScript. */
  action: string;
  /** The state the server rendered the children with (none: the whole list). */
  serverQuery?: SpecialistQuery;
  /** How many specialists the children show. */
  serverCount: number;
  /** The list for `serverQuery`, rendered on the server. */
  children?: ReactNode;
};

function SpecialistsOverview({
  strings,
  commonStrings,
  choices,
  total,
  dataUrl,
  action,
  serverQuery = NO_SPECIALIST_QUERY,
  serverCount,
  children,
}: Props) {
  const id = useId();
  const organisations = organisationChoices(choices);
  const [query, setQuery] = useUrlState<SpecialistQuery>(
    serverQuery,
    readServedAddress(action, serverQuery, (params) =>
      parseSpecialistQuery(params, { organisations, roles: choices.roles }),
    ),
    specialistQueryString,
    { path: action },
  );
  // The applied search changes from outside too (the address on load, the back button).
  const [draft, setDraft] = useSearchDraft(query.search ?? '');

  const filtered = !isSpecialistQueryEmpty(query);
  const served = specialistQueryString(query) === specialistQueryString(serverQuery);
  const data = useStaticData<SpecialistsData>(dataUrl, !served);
  const results = !served && data.state === 'loaded' ? filterSpecialists(data.data, query) : null;

  const status = served
    ? countStatus(strings, total, filtered, serverCount)
    : resultStatus(strings, commonStrings, total, filtered, data, results);

  // A dropdown change applies the whole form (the search box as typed, too) and updates the address.
  const choose = (change: Partial<SpecialistQuery>) => setQuery({ ...query, search: cleanSearch(draft), ...change });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery({ ...query, search: cleanSearch(draft) });
  };

  return (
    <div className="az-overview">
      <form
        className="az-filters"
        action={action}
        method="get"
        role="search"
        aria-label={strings.formLabel}
        onSubmit={submit}
      >
        <SelectField
          id={`${id}-filter`}
          name="filter"
          label={strings.department}
          allLabel={strings.allDepartments}
          value={query.filter}
          options={[
            { label: strings.departmentsGroup, options: choices.departments },
            { label: strings.subDepartmentsGroup, options: choices.subDepartments },
            { label: strings.centresGroup, options: choices.centres },
          ]}
          onChange={(filter) => choose({ filter })}
        />
        <SelectField
          id={`${id}-filter2`}
          name="filter2"
          label={strings.role}
          allLabel={strings.allRoles}
          value={query.filter2}
          options={choices.roles}
          onChange={(filter2) => choose({ filter2 })}
        />
        <SearchField
          id={`${id}-search`}
          name="search"
          label={strings.search}
          button={strings.searchButton}
          optional={commonStrings.optional}
          value={draft}
          onChange={setDraft}
        />
      </form>
      <p className="az-status" role="status">
        {status}
      </p>
      {served ? (
        children
      ) : results ? (
        <SpecialistResults entries={results} strings={strings} commonStrings={commonStrings} />
      ) : null}
    </div>
  );
}

/** Spec 8: a render error shows the fallback widget (src/react/IslandBoundary.tsx). */
export default withFallback(SpecialistsOverview, 'SpecialistsOverview', (props) => props.action);
