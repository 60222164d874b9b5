import { describe, expect, it } from 'vitest';
import { embedAllowed, embedCheckUrl } from '#src/blocks/media/video-embed-check.ts';

describe('the video embed check', () => {
  it('asks Vimeo’s embed information for a Vimeo video, with its private hash; nothing for other videos', () => {
    expect(embedCheckUrl({ kind: 'vimeo', id: '76979871', hash: null })).toBe(
      'https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F76979871',
    );
    expect(embedCheckUrl({ kind: 'vimeo', id: '76979871', hash: 'abc' })).toBe(
      'https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F76979871%2Fabc',
    );
    expect(embedCheckUrl({ kind: 'youtube', id: 'x', start: null })).toBeNull();
    expect(embedCheckUrl({ kind: 'file', src: '/media/a.mp4' })).toBeNull();
  });

  it('blanks the video for domain status 403 or no answer; lets it play otherwise', () => {
    expect(embedAllowed({ type: 'video', domain_status_code: 403 })).toBe(false);
    expect(embedAllowed(null)).toBe(false);
    expect(embedAllowed({})).toBe(false);
    expect(embedAllowed('')).toBe(false);
    expect(embedAllowed({ type: 'video', domain_status_code: 200, html: '<iframe>' })).toBe(true);
    expect(embedAllowed({ type: 'video', html: '<iframe>' })).toBe(true);
  });
});
