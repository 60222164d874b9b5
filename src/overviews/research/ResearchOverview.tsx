/**
 * The research overview's two sections as one island, hydrated when the browser
 * is idle: studies that need patients and studies that do not, each with its own department
 * dropdown and search box (`filter`/`search` and `filter2`/`search2` in the address, kept
 * together). The server renders it with the page's filter (none at the overview; one section's
 * department on a filter page, served at `?filter=…` or `?filter2=…`) and each section's A to Z
 * list for it as a named slot, so the page is complete without JavaScript and the first answer
 * already shows a filtered section. A section keeps its slot while the address asks for the state
 * it was rendered with. Once it runs it reads the address; a dropdown
 * change applies its section's form and updates the address, typing only changes the box,
 * submitting applies it. Filtering uses /data/onderzoeken.json, fetched when a filter is first set.
 */
import { useId, type SubmitEvent, type ReactNode } from 'react';
import {
  NO_RESEARCH_QUERY,
  RESEARCH_PARAMS,
  filterResearch,
  isResearchSectionFiltered,
  parseResearchQuery,
  researchQueryString,
  type ResearchData,
  type ResearchQuery,
  type ResearchSectionKey,
  type ResearchSectionQuery,
} from '#src/overviews/research/research.ts';
import { cleanSearch } from '#src/overviews/shared/text-match.ts';
import { useSearchDraft } from '#src/overviews/shared/search-draft.ts';
import { readServedAddress, useUrlState } from '#src/overviews/shared/url-state.ts';
import { SearchField, SelectField } from '#src/overviews/shared/az/fields.tsx';
import type { StringsAt } from '#src/i18n/strings-at.ts';
import type { AzStrings } from '#src/overviews/shared/az/AzIndex.tsx';
import { ResearchResults } from '#src/overviews/research/ResearchResults.tsx';
import { countStatus, resultStatus } from '#src/overviews/shared/az/result-status.ts';
import { useStaticData, type StaticData } from '#src/overviews/shared/static-data.ts';
import { withFallback } from '#src/react/IslandBoundary.tsx';

/**
 * azOverviews.research: a group per section (`patients` is section a, `others` section b) and what
 * they share; `total` and `countOther` have `{{n}}`.
 */
export type ResearchOverviewStrings = StringsAt<'azOverviews.research'>;

/** Each section's own group of strings. */
const SECTION_STRINGS = { a: 'patients', b: 'others' } as const satisfies Record<
  ResearchSectionKey,
  keyof ResearchOverviewStrings
>;

type Props = {
  strings: ResearchOverviewStrings;
  commonStrings: AzStrings;
  /** Each section's department choices. */
  departments: Record<ResearchSectionKey, string[]>;
  /**
   * Every department and centre of the site: a filter the address may name beyond a dropdown's choices (its section
   * then finds nothing).
   */
  organisations: string[];
  totals: Record<ResearchSectionKey, number>;
  dataUrl: string;
  action: string;
  /** The state the server rendered the slots with (none: both whole lists). */
  serverQuery?: ResearchQuery;
  /** How many studies each slot shows. */
  serverCounts: Record<ResearchSectionKey, number>;
  /** Section a's list for `serverQuery`, rendered on the server (Astro slot `patients`). */
  patients?: ReactNode;
  /** Section b's list (slot `others`). */
  others?: ReactNode;
};

type SectionProps = {
  sectionKey: ResearchSectionKey;
  query: ResearchSectionQuery;
  apply: (next: ResearchSectionQuery) => void;
  data: StaticData<ResearchData>;
  departments: string[];
  total: number;
  /** The state the slot was rendered with, and how many studies it shows. */
  served: { query: ResearchSectionQuery; count: number };
  strings: ResearchOverviewStrings;
  commonStrings: AzStrings;
  action: string;
  children: ReactNode;
};

function sameSectionQuery(a: ResearchSectionQuery, b: ResearchSectionQuery): boolean {
  return a.department === b.department && a.search === b.search;
}

function Section({
  sectionKey,
  query,
  apply,
  data,
  departments,
  total,
  served,
  strings,
  commonStrings,
  action,
  children,
}: SectionProps) {
  const id = useId();
  const own = strings[SECTION_STRINGS[sectionKey]];
  const params = RESEARCH_PARAMS[sectionKey];
  const [draft, setDraft] = useSearchDraft(query.search ?? '');

  const filtered = isResearchSectionFiltered(query);
  const showsServed = sameSectionQuery(query, served.query);
  const results = !showsServed && data.state === 'loaded' ? filterResearch(data.data[sectionKey], query) : null;
  const status = showsServed
    ? countStatus(strings, total, filtered, served.count)
    : resultStatus(strings, commonStrings, total, filtered, data, results);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ ...query, search: cleanSearch(draft) });
  };

  return (
    <section className="az-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{own.title}</h2>
      <form
        className="az-filters"
        action={action}
        method="get"
        role="search"
        aria-label={own.formLabel}
        onSubmit={submit}
      >
        <SelectField
          id={`${id}-${params.department}`}
          name={params.department}
          label={strings.department}
          allLabel={strings.allDepartments}
          value={query.department}
          options={
            query.department && !departments.includes(query.department)
              ? [...departments, query.department]
              : departments
          }
          onChange={(department) => apply({ department, search: cleanSearch(draft) })}
        />
        <SearchField
          id={`${id}-${params.search}`}
          name={params.search}
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
      {showsServed ? (
        children
      ) : results ? (
        <ResearchResults
          entries={results}
          idPrefix={`onderzoeken-${sectionKey}`}
          barLabel={own.barLabel}
          strings={strings}
          commonStrings={commonStrings}
        />
      ) : null}
    </section>
  );
}

function ResearchOverview({
  strings,
  commonStrings,
  departments,
  organisations,
  totals,
  dataUrl,
  action,
  serverQuery = NO_RESEARCH_QUERY,
  serverCounts,
  patients,
  others,
}: Props) {
  const [query, setQuery] = useUrlState<ResearchQuery>(
    serverQuery,
    readServedAddress(action, serverQuery, (params) =>
      parseResearchQuery(params, { a: [...departments.a, ...organisations], b: [...departments.b, ...organisations] }),
    ),
    researchQueryString,
    { path: action },
  );
  const needed = !sameSectionQuery(query.a, serverQuery.a) || !sameSectionQuery(query.b, serverQuery.b);
  const data = useStaticData<ResearchData>(dataUrl, needed);
  const section = (key: ResearchSectionKey, children: ReactNode) => (
    <Section
      sectionKey={key}
      query={query[key]}
      apply={(next) => setQuery({ ...query, [key]: next })}
      data={data}
      departments={departments[key]}
      total={totals[key]}
      served={{ query: serverQuery[key], count: serverCounts[key] }}
      strings={strings}
      commonStrings={commonStrings}
      action={action}
    >
      {children}
    </Section>
  );
  return (
    <div className="az-overview">
      {section('a', patients)}
      {section('b', others)}
    </div>
  );
}

/** Spec 8: a render error shows the fallback widget (src/react/IslandBoundary.tsx). */
export default withFallback(ResearchOverview, 'ResearchOverview', (props) => props.action);
