import { expandable_content_with_image_blocks } from '#src/blocks/expandable_content_with_image_blocks/descriptor.ts';
import { describeExpandableBlock } from '#src/blocks/shared/expandable-block.suite.ts';

describeExpandableBlock(expandable_content_with_image_blocks);
