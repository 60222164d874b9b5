import { describe, expect, it } from 'vitest';
import { blockEvent, expandEvent } from '#src/lib/blocks/block-events.ts';

describe('block analytics events', () => {
  it('are BuildingBlock events', () => {
    expect(expandEvent('Mag ik  iemand\nmeenemen?')).toEqual({
      event: 'building_block',
      category: 'BuildingBlock',
      action: 'expand',
      label: 'Mag ik iemand meenemen?',
    });
    expect(blockEvent('cta', 'Bekijk de checklist')).toMatchObject({ category: 'BuildingBlock', action: 'cta' });
  });
});
