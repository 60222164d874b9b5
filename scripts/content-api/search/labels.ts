import type { ContentType } from '@ziekenhuis/site-for-content-api';
import type { Language } from '../world/types.ts';

type Label = { nl: string; en: string };

const PAGE: Label = { nl: 'Pagina', en: 'Page' };

const LABELS: Partial<Record<ContentType, Label>> = {
  'News pagina': { nl: 'Nieuws', en: 'News' },
  'Agenda pagina': { nl: 'Agenda', en: 'Events' },
  'Specialist pagina': { nl: 'Specialist', en: 'Specialist' },
  'Afdeling pagina': { nl: 'Afdeling', en: 'Department' },
  'Sub-afdeling pagina': { nl: 'Afdeling', en: 'Department' },
  'Centra pagina': { nl: 'Centrum', en: 'Centre' },
  'Sub-centra pagina': { nl: 'Centrum', en: 'Centre' },
  'Locatie pagina': { nl: 'Locatie', en: 'Location' },
  'Onderzoek pagina': { nl: 'Onderzoek', en: 'Research' },
  'Vrienden pagina': { nl: 'Vrienden', en: 'Friends' },
};

/** What a search hit is, in the language searched ('Nieuws', 'Afdeling'...; 'Pagina' for anything else). */
export function searchLabel(contentType: ContentType, language: Language): string {
  return (LABELS[contentType] ?? PAGE)[language];
}
