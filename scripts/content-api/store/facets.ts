import { lowerKey } from '../text/fold.ts';

/** The filter names of the list calls and the page fields they match. */
export type PageFacets = {
  department: string[];
  subdepartment: string[];
  specialist: string[];
  centrum: string[];
  subcentra: string[];
  tags: string[];
};

export type FacetName = keyof PageFacets;

/** Lower-cased, de-duplicated values: the `facets` JSON column that json_each filters read. */
export function facetValues(values: readonly string[]): string[] {
  return [...new Set(values.map(lowerKey).filter((value) => value !== ''))];
}

export function pageFacets(page: {
  DepartmentsTitles: readonly string[];
  SubdepartmentsTitles: readonly string[];
  SpecialistsTitles: readonly string[];
  CentraTitles: readonly string[];
  SubcentraTitles: readonly string[];
  Tags: ReadonlyArray<{ Title: string }>;
}): PageFacets {
  return {
    department: facetValues(page.DepartmentsTitles),
    subdepartment: facetValues(page.SubdepartmentsTitles),
    specialist: facetValues(page.SpecialistsTitles),
    centrum: facetValues(page.CentraTitles),
    subcentra: facetValues(page.SubcentraTitles),
    tags: facetValues(page.Tags.map((tag) => tag.Title)),
  };
}
