import { grid_blocks_plain } from '#src/blocks/grid_blocks_plain/descriptor.ts';
import { describeLinkGridBlock } from '#src/blocks/shared/link-grid-block.suite.ts';

describeLinkGridBlock(grid_blocks_plain);
