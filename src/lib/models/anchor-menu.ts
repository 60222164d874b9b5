/**
 * The on-page 'go quickly to' menu of spec 2.8: titled blocks, except phone, quote, related-content,
 * location and BMI blocks and blocks that render nothing (no anchor without a target); on department
 * pages only blocks whose title is in the configured list.
 */
import type { ContentBlock } from '#src/lib/content/parse-content.ts';
import { rendersNothing } from '#src/lib/blocks/visibility.ts';
import type { PageType } from '#src/lib/routing/page-types.ts';

const LEFT_OUT: ReadonlySet<ContentBlock['kind']> = new Set(['phoneLookup', 'quote', 'quote_with_image', 'relatedContent', 'location', 'locationExpandable', 'bmi']);

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

function titleOf(block: ContentBlock): string {
  const value = block.value as { title?: string | null };
  return value.title?.trim() ?? '';
}

export function anchorMenu(blocks: readonly ContentBlock[], pageType: PageType, departmentTitles: readonly string[] = DEPARTMENT_ANCHOR_TITLES): Anchor[] {
  const allowed = new Set(departmentTitles.map((title) => title.toLocaleLowerCase('nl')));
  return blocks
    .filter((block) => !LEFT_OUT.has(block.kind) && !rendersNothing(block))
    .map((block) => ({ id: block.id, title: titleOf(block) }))
    .filter((anchor) => anchor.title !== '')
    .filter((anchor) => !DEPARTMENT_PAGE_TYPES.has(pageType) || allowed.has(anchor.title.toLocaleLowerCase('nl')));
}
