import { expandable_content_blocks } from '#src/blocks/expandable_content_blocks/descriptor.ts';
import { describeExpandableBlock } from '#src/blocks/shared/expandable-block.suite.ts';

describeExpandableBlock(expandable_content_blocks);
