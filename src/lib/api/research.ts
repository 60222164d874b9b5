/** Research studies: Item1 need patients, Item2 do not. */
import { keepValidItems, type ContentClient } from '#src/lib/api/content-client.ts';
import { mapLoaded, type LoadResult } from '#src/lib/api/load-state.ts';
import { researchListItemSchema, researchSplitSchema, type ResearchListItem } from '#src/lib/contract/index.ts';

export type ResearchSplit = { patientsNeeded: ResearchListItem[]; noPatientsNeeded: ResearchListItem[] };

export async function fetchResearch(client: ContentClient): Promise<LoadResult<ResearchSplit>> {
  const endpoint = 'pages/research/patient';
  return mapLoaded(await client.get(endpoint, researchSplitSchema), (data) => ({
    patientsNeeded: keepValidItems(`${endpoint} Item1`, data.Item1, researchListItemSchema),
    noPatientsNeeded: keepValidItems(`${endpoint} Item2`, data.Item2, researchListItemSchema),
  }));
}
