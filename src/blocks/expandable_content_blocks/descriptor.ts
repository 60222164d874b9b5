import { expandableBlock } from '#src/blocks/shared/expandable-block.ts';

export const expandable_content_blocks = expandableBlock('expandable_content_blocks');
