import { describe, expect, it } from 'vitest';
import { media } from '#src/blocks/media/descriptor.ts';

const value = {
  title: 'Een rondleiding',
  kind: 'video' as const,
  caption: 'Kijk mee op de afdeling.',
  source: 'Afdeling communicatie',
  image: { url: '/media/cards/still.jpg', title: 'Een still' },
  videoUrl: 'https://vimeo.com/1',
  displayOption: 'content-width' as const,
};

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) => media.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the media block', () => {
  it('accepts an image or a video, and refuses another kind of media or display', () => {
    expect(media.schema.parse(value)).toEqual(value);
    expect(media.schema.parse({ ...value, kind: 'image', videoUrl: null }).kind).toBe('image');
    expect(refused({ ...value, kind: 'audio' })).toEqual(['kind']);
    expect(refused({ ...value, displayOption: 'half' })).toEqual(['displayOption']);
  });

  it('carries no links (images and videos are not links) and makes no calls', () => {
    expect(media.links).toBeUndefined();
    expect(media.calls).toBeUndefined();
    expect(media.showsNothing).toBeUndefined();
  });

  it("gets an anchor and records its clicks as 'media'", () => {
    expect(media.inAnchorMenu).toBe(true);
    expect(media.clickEvent).toBe('media');
  });
});
