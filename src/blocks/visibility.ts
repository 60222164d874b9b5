/**
 * Blocks that show nothing. Some are known from their value alone, whatever the CMS answers (a
 * carousel of 2 items or fewer, a centre grid without exactly 3 items, an empty list); blocks that
 * fetch can still turn out empty with their data (no specialists, no news, numbers that do not
 * pair up). Each kind says which in its descriptor. The anchor menu leaves out blocks that will not
 * be there.
 */
import type { ContentBlock } from '#src/blocks/parse-content.ts';
import { descriptorOf } from '#src/blocks/registry.ts';
import type { BlockWithData } from '#src/lib/models/block-data.ts';

/** Shows nothing whatever the CMS answers, known from the value alone. */
export function rendersNothing(block: ContentBlock): boolean {
  return descriptorOf(block.kind).showsNothing?.(block.value) ?? false;
}

/** Whether a block shows nothing, by its value or by the data it fetched (as its view decides). */
export function showsNothing(block: BlockWithData): boolean {
  if (rendersNothing(block)) return true;
  const withData = descriptorOf(block.kind).showsNothingWith;
  return withData ? withData(block.data) : false;
}

/** The block's title, trimmed; '' when it has none. */
export function blockTitle(block: ContentBlock): string {
  const value = block.value as { title?: string | null };
  return value.title?.trim() ?? '';
}
