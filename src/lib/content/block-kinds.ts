/**
 * Which block kinds show data they do not carry (spec 2.8: specialists, news teasers, phone
 * numbers, related news and events, waiting times, locations) and which show only their own
 * value. The content walker (which calls a page makes) and the page model's block data (which
 * calls it fetches) both ask here. Every kind must be named: a new kind in the contract does not
 * compile until it is listed in `KINDS_WITHOUT_CALLS` or handled as a kind with calls.
 */
import type { ContentBlock } from '#src/lib/content/parse-content.ts';

/** The kinds whose blocks make calls for the data they show. */
export type BlockWithCalls = Extract<
  ContentBlock,
  {
    kind:
      | 'specialist'
      | 'newsTeaser'
      | 'phoneLookup'
      | 'relatedContent'
      | 'waitingTimes'
      | 'location'
      | 'locationExpandable';
  }
>;

/** Blocks that show only what they carry. */
export type BlockWithoutCalls = Exclude<ContentBlock, BlockWithCalls>;

const KINDS_WITHOUT_CALLS: Record<BlockWithoutCalls['kind'], true> = {
  text: true,
  text_with_image: true,
  featured_content: true,
  cta: true,
  cta_with_image: true,
  links_list: true,
  quote: true,
  quote_with_image: true,
  media: true,
  expandable_content_blocks: true,
  expandable_content_with_image_blocks: true,
  carousel: true,
  grid_blocks_plain: true,
  grid_blocks_image: true,
  grid_blocks_centra: true,
  people: true,
  bmi: true,
  external_form: true,
};

export function makesNoCalls(block: ContentBlock): block is BlockWithoutCalls {
  return Object.hasOwn(KINDS_WITHOUT_CALLS, block.kind);
}
