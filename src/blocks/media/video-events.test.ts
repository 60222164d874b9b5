import { describe, expect, it } from 'vitest';
import { videoEvent } from '#src/blocks/media/video-events.ts';

describe('video analytics events', () => {
  it('are BuildingBlock events named video, with the action and the video as label', () => {
    expect(videoEvent('Finished', 'Zo gaat een opname')).toEqual({
      event: 'video',
      category: 'BuildingBlock',
      action: 'Finished',
      label: 'Zo gaat een opname',
    });
  });
});
