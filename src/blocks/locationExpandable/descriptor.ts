import { locationBlock } from '#src/blocks/shared/location-block.ts';

export const locationExpandable = locationBlock('locationExpandable');
