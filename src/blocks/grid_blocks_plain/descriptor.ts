import { linkGridBlock } from '#src/blocks/shared/link-grid-block.ts';

export const grid_blocks_plain = linkGridBlock('grid_blocks_plain');
