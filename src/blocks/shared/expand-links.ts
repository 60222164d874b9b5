import { anchorHrefs, linkUrls } from '#src/blocks/shared/anchor-hrefs.ts';
import type { ExpandItem, NestedBlock } from '#src/blocks/shared/values.ts';

function nestedBlockLinks(block: NestedBlock): string[] {
  switch (block.kind) {
    case 'text':
      return anchorHrefs(block.html);
    case 'links':
      return linkUrls(block.links);
    case 'media':
    case 'quote':
      return [];
  }
}

/** The links of expandable items: their rich text and their nested blocks. */
export function expandItemLinks(items: readonly ExpandItem[]): string[] {
  return items.flatMap((item) => [...anchorHrefs(item.text ?? ''), ...item.blocks.flatMap(nestedBlockLinks)]);
}
