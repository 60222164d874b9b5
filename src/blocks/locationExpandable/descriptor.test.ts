import { locationExpandable } from '#src/blocks/locationExpandable/descriptor.ts';
import { describeLocationBlock } from '#src/blocks/shared/location-block.suite.ts';

describeLocationBlock(locationExpandable);
