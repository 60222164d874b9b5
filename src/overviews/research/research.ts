/**
 * The research overview: two sections, studies that need patients and studies
 * that do not, each with its own department dropdown and search box. The list as the browser gets
 * it (/data/onderzoeken.json), the query and the filter rules. Pure and free of server imports.
 *
 * Spec 5: the department must match exactly, the search matches the title, topic (Onderwerp) or
 * intro as a substring; all case-insensitive (the search also ignores accents).
 */
import type { ResearchListItem } from '#src/lib/contract/index.ts';
import { groupByLetter } from '#src/overviews/shared/alphabet.ts';
import { queryFor, textParam } from '#src/overviews/shared/query-params.ts';
import {
  caseKey,
  cleanSearch,
  cleanText,
  containsText,
  distinctSorted,
  matchOption,
} from '#src/overviews/shared/text-match.ts';

/** One study as the list shows and filters it (short keys: it is sent to the browser). */
export type ResearchEntry = {
  /** Title (HeaderTitle). */
  t: string;
  /** Topic (Onderwerp). */
  o?: string;
  /** Intro (TeaserDescription). */
  i?: string;
  /** Department titles. */
  d?: string[];
  /** The study's page; absent when the build has no page for it. */
  u?: string;
};

/** `a`: studies that need patients (Item1); `b`: studies that do not (Item2). */
export type ResearchData = { a: ResearchEntry[]; b: ResearchEntry[] };

export type ResearchSectionKey = keyof ResearchData;

export function researchEntry(item: ResearchListItem, route: string | null): ResearchEntry {
  const topic = cleanText(item.Onderwerp) ?? cleanText(item.Research.Onderwerp);
  const intro = cleanText(item.TeaserDescription);
  const departments = distinctSorted(item.Research.Departments.map((department) => department.Title));
  return {
    t: item.HeaderTitle.replace(/\s+/g, ' ').trim(),
    ...(topic ? { o: topic } : {}),
    ...(intro ? { i: intro } : {}),
    ...(departments.length > 0 ? { d: departments } : {}),
    ...(route ? { u: route } : {}),
  };
}

/** The departments a section's dropdown offers: those of its studies. */
export function researchDepartments(entries: readonly ResearchEntry[]): string[] {
  return distinctSorted(entries.flatMap((entry) => entry.d ?? []));
}

export type ResearchSectionQuery = { department: string | null; search: string | null };
export type ResearchQuery = Record<ResearchSectionKey, ResearchSectionQuery>;

export const NO_RESEARCH_QUERY: ResearchQuery = {
  a: { department: null, search: null },
  b: { department: null, search: null },
};

/** The address's names for each section's filters. */
export const RESEARCH_PARAMS: Record<ResearchSectionKey, { department: string; search: string }> = {
  a: { department: 'filter', search: 'search' },
  b: { department: 'filter2', search: 'search2' },
};

/** Reads the query: a department the section's dropdown does not offer falls back to 'all' (case is ignored). */
export function parseResearchQuery(
  params: URLSearchParams,
  departments: Record<ResearchSectionKey, readonly string[]>,
): ResearchQuery {
  const section = (key: ResearchSectionKey): ResearchSectionQuery => ({
    department: matchOption(textParam(params, RESEARCH_PARAMS[key].department), departments[key]),
    search: cleanSearch(params.get(RESEARCH_PARAMS[key].search)),
  });
  return { a: section('a'), b: section('b') };
}

export function researchQueryString(query: ResearchQuery): string {
  return queryFor({
    filter: query.a.department,
    search: query.a.search,
    filter2: query.b.department,
    search2: query.b.search,
  });
}

export function isResearchSectionFiltered(query: ResearchSectionQuery): boolean {
  return Boolean(query.department || query.search);
}

/** The studies of one section that match its filters. */
export function filterResearch(entries: readonly ResearchEntry[], query: ResearchSectionQuery): ResearchEntry[] {
  const department = query.department ? caseKey(query.department) : null;
  const search = query.search;
  return entries.filter(
    (entry) =>
      (department === null || (entry.d ?? []).some((title) => caseKey(title) === department)) &&
      (!search || containsText(entry.t, search) || containsText(entry.o, search) || containsText(entry.i, search)),
  );
}

/** A to Z by title, sorted by title within a letter. */
export function groupResearch(entries: readonly ResearchEntry[]): Map<string, ResearchEntry[]> {
  return groupByLetter(
    entries,
    (entry) => entry.t,
    (entry) => entry.t,
  );
}
