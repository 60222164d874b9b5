import type { ContentType } from '#src/lib/contract/index.ts';

/** The page types of spec 2.6, chosen by the content type of the fetched page. */
export type PageType =
  | 'home'
  | 'general'
  | 'friend'
  | 'centre'
  | 'subCentre'
  | 'department'
  | 'subDepartment'
  | 'event'
  | 'news'
  | 'location'
  | 'specialist'
  | 'research'
  | 'waitingTimes';

const PAGE_TYPES: Record<ContentType, PageType> = {
  Homepage: 'home',
  'Spaarne pagina': 'general',
  'Vrienden pagina': 'friend',
  'Centra pagina': 'centre',
  'Sub-centra pagina': 'subCentre',
  'Afdeling pagina': 'department',
  'Sub-afdeling pagina': 'subDepartment',
  'Agenda pagina': 'event',
  'News pagina': 'news',
  'Locatie pagina': 'location',
  'Specialist pagina': 'specialist',
  'Onderzoek pagina': 'research',
  'Wachttijden pagina': 'waitingTimes',
  // A generated page is shown as a general page.
  'Gegenereerde pagina': 'general',
};

export function pageTypeOf(contentType: ContentType): PageType {
  return PAGE_TYPES[contentType];
}
