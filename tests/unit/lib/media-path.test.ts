import { describe, expect, it } from 'vitest';
import { mediaPath } from '#src/lib/media-path.ts';

describe('media mirror', () => {
  it('makes CMS image URLs site paths', () => {
    expect(mediaPath('http://127.0.0.1:4400/media/home/a.jpg', 'http://127.0.0.1:4400')).toBe('/media/home/a.jpg');
    expect(mediaPath('/media/home/a.jpg', undefined)).toBe('/media/home/a.jpg');
    expect(mediaPath('https://elders.nl/media/a.jpg', 'http://127.0.0.1:4400')).toBe('https://elders.nl/media/a.jpg');
  });
});
