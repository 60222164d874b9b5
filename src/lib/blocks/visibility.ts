/**
 * Blocks that render nothing whatever the CMS answers, known from their value alone: a carousel of 2
 * items or fewer, a centre grid without exactly 3 items, an empty links list or people list, an empty
 * link grid. Blocks that fetch (specialists, phone numbers, news, related content, locations,
 * waiting times) can still turn out empty at render time. The anchor menu can use this to leave
 * out blocks that will not be there.
 */
import type { ContentBlock } from '#src/lib/content/parse-content.ts';
import { carouselShows } from '#src/lib/blocks/carousel.ts';
import { centraGridShows } from '#src/lib/blocks/grid.ts';

export function rendersNothing(block: ContentBlock): boolean {
  switch (block.kind) {
    case 'carousel':
      return !carouselShows(block.value.items);
    case 'grid_blocks_centra':
      return !centraGridShows(block.value.items);
    case 'grid_blocks_plain':
    case 'grid_blocks_image':
    case 'expandable_content_blocks':
    case 'expandable_content_with_image_blocks':
      return block.value.items.length === 0;
    case 'links_list':
      return block.value.links.length === 0;
    case 'people':
      return block.value.people.length === 0;
    case 'newsTeaser':
      return block.value.slugs.length === 0;
    case 'phoneLookup':
      return block.value.descriptions.length === 0 || block.value.phoneNumberIds.length === 0;
    default:
      return false;
  }
}

/** The block's title, trimmed; '' when it has none. */
export function blockTitle(block: ContentBlock): string {
  const value = block.value as { title?: string | null };
  return value.title?.trim() ?? '';
}
