/**
 * The on-page 'go quickly to' menu of spec 2.8: titled blocks of the kinds whose descriptor says
 * `inAnchorMenu`, except blocks that render nothing (no anchor without a target), judged with the
 * data the blocks fetched (a block whose call came back empty gets no anchor). On department pages
 * only blocks whose title is in the configured list.
 */
import { BLOCKS } from '#src/blocks/registry.ts';
import { blockTitle, showsNothing } from '#src/blocks/visibility.ts';
import type { BlockWithData } from '#src/lib/models/block-data.ts';
import type { PageType } from '#src/lib/routing/page-types.ts';

/**
 * The block titles a department page may list (our configuration: the sections every department page
 * has in the CMS's department template), compared case-insensitively.
 */
export const DEPARTMENT_ANCHOR_TITLES: readonly string[] = [
  'Afspraak maken',
  'Voorbereiding',
  'Wachttijden',
  'Onze specialisten',
  'Specialisten',
  'Locaties',
  'Locaties en openingstijden',
  'Contact',
  'Bereikbaarheid',
  'Patiëntenfolders',
  'Behandelingen',
  'Onderzoeken',
  'Aandoeningen',
  'Veelgestelde vragen',
  'Wetenschappelijk onderzoek',
  'Nieuws',
];

const DEPARTMENT_PAGE_TYPES: ReadonlySet<PageType> = new Set(['department', 'subDepartment']);

export type Anchor = { id: string; title: string };

export function anchorMenu(
  blocks: readonly BlockWithData[],
  pageType: PageType,
  departmentTitles: readonly string[] = DEPARTMENT_ANCHOR_TITLES,
): Anchor[] {
  const allowed = new Set(departmentTitles.map((title) => title.toLocaleLowerCase('nl')));
  return blocks
    .filter((block) => BLOCKS[block.kind].inAnchorMenu && !showsNothing(block))
    .map((block) => ({ id: block.id, title: blockTitle(block) }))
    .filter((anchor) => anchor.title !== '')
    .filter((anchor) => !DEPARTMENT_PAGE_TYPES.has(pageType) || allowed.has(anchor.title.toLocaleLowerCase('nl')));
}
