/**
 * The A to Z of departments and centres: one entry per page from
 * GET pages/department-or-centrum, centres de-duplicated, titles with a capital first letter, the
 * intro from the teaser description, else the header description.
 */
import type { DepartmentOrCentrumEntry } from '#src/lib/contract/index.ts';
import { capitaliseFirst } from '#src/overviews/shared/query-params.ts';
import { groupByLetter } from '#src/overviews/shared/alphabet.ts';
import { cleanText } from '#src/overviews/shared/text-match.ts';

/** Spec 3, "Department or centre list entry". */
export type DepartmentListEntry = { id: string; title: string; intro: string | null; url: string };

export function departmentListEntry(entry: DepartmentOrCentrumEntry): DepartmentListEntry {
  return {
    id: String(entry.SharepointId),
    title: capitaliseFirst(entry.HeaderTitle.replace(/\s+/g, ' ').trim()),
    intro: cleanText(entry.TeaserDescription) ?? cleanText(entry.HeaderDescription),
    url: entry.Url.trim(),
  };
}

/**
 * Departments and centres as one list: an entry whose id or address came before (a centre listed
 * twice, or a page listed as both) is left out.
 */
export function departmentListEntries(lists: {
  departments: readonly DepartmentOrCentrumEntry[];
  centres: readonly DepartmentOrCentrumEntry[];
}): DepartmentListEntry[] {
  const ids = new Set<string>();
  const urls = new Set<string>();
  const entries: DepartmentListEntry[] = [];
  for (const raw of [...lists.departments, ...lists.centres]) {
    const entry = departmentListEntry(raw);
    const url = entry.url.toLowerCase().replace(/\/+$/, '');
    if (ids.has(entry.id) || (url !== '' && urls.has(url))) continue;
    ids.add(entry.id);
    urls.add(url);
    entries.push(entry);
  }
  return entries;
}

/** The entries by first letter of their title, sorted by title within a letter. */
export function groupDepartments<T extends DepartmentListEntry>(entries: readonly T[]): Map<string, T[]> {
  return groupByLetter(
    entries,
    (entry) => entry.title,
    (entry) => entry.title,
  );
}
