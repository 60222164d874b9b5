import { location } from '#src/blocks/location/descriptor.ts';
import { describeLocationBlock } from '#src/blocks/shared/location-block.suite.ts';

describeLocationBlock(location);
