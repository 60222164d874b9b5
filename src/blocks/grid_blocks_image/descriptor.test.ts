import { grid_blocks_image } from '#src/blocks/grid_blocks_image/descriptor.ts';
import { describeLinkGridBlock } from '#src/blocks/shared/link-grid-block.suite.ts';

describeLinkGridBlock(grid_blocks_image);
