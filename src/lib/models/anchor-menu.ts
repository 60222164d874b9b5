/**
 * The on-page 'go quickly to' menu of spec 2.8: titled blocks, except phone, quote, related-content,
 * location and BMI blocks and blocks that render nothing (no anchor without a target), judged with
 * the data the blocks fetched: a waiting-times block without times, a specialists block without
 * people, a news block without items render nothing, so they get no anchor. On department pages
 * only blocks whose title is in the configured list.
 */
import type { ContentBlock } from '#src/lib/content/parse-content.ts';
import { rendersNothing } from '#src/lib/blocks/visibility.ts';
import type { BlockWithData } from '#src/lib/models/block-data.ts';
import type { PageType } from '#src/lib/routing/page-types.ts';

const LEFT_OUT: ReadonlySet<ContentBlock['kind']> = new Set([
  'phoneLookup',
  'quote',
  'quote_with_image',
  'relatedContent',
  'location',
  'locationExpandable',
  'bmi',
]);

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

function titleOf(block: BlockWithData): string {
  const value = block.value as { title?: string | null };
  return value.title?.trim() ?? '';
}

/** Whether a block shows nothing, by its value or by the data it fetched (as its component decides). */
export function showsNothing(block: BlockWithData): boolean {
  if (rendersNothing(block as ContentBlock)) return true;
  switch (block.kind) {
    case 'specialist':
      return block.data.people.length === 0;
    case 'newsTeaser':
    case 'relatedContent':
    case 'location':
    case 'locationExpandable':
      return block.data.length === 0;
    case 'phoneLookup':
      return !block.data || block.data.length === 0;
    case 'waitingTimes':
      return block.data === null;
    default:
      return false;
  }
}

export function anchorMenu(
  blocks: readonly BlockWithData[],
  pageType: PageType,
  departmentTitles: readonly string[] = DEPARTMENT_ANCHOR_TITLES,
): Anchor[] {
  const allowed = new Set(departmentTitles.map((title) => title.toLocaleLowerCase('nl')));
  return blocks
    .filter((block) => !LEFT_OUT.has(block.kind) && !showsNothing(block))
    .map((block) => ({ id: block.id, title: titleOf(block) }))
    .filter((anchor) => anchor.title !== '')
    .filter((anchor) => !DEPARTMENT_PAGE_TYPES.has(pageType) || allowed.has(anchor.title.toLocaleLowerCase('nl')));
}
