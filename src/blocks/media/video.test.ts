import { describe, expect, it } from 'vitest';
import {
  embedUrl,
  isVimeoReady,
  parseStartTime,
  parseVideoUrl,
  playerAction,
  watchUrl,
} from '#src/blocks/media/video.ts';

describe('video URLs', () => {
  it('recognises YouTube by host in every usual form', () => {
    const forms = [
      'https://www.youtube.com/watch?v=8bN9uQpC5lE',
      'https://youtube.com/watch?v=8bN9uQpC5lE&list=PL123&index=2',
      'http://m.youtube.com/watch?feature=share&v=8bN9uQpC5lE',
      'https://youtu.be/8bN9uQpC5lE',
      'https://youtu.be/8bN9uQpC5lE?si=abc',
      'https://www.youtube.com/embed/8bN9uQpC5lE',
      'https://www.youtube-nocookie.com/embed/8bN9uQpC5lE?rel=0',
      'https://www.youtube.com/shorts/8bN9uQpC5lE',
      'https://www.youtube.com/live/8bN9uQpC5lE?feature=share',
      'https://www.youtube.com/v/8bN9uQpC5lE',
      'https://WWW.YOUTUBE.COM/watch?v=8bN9uQpC5lE',
      '  https://www.youtube.com/watch?v=8bN9uQpC5lE  ',
    ];
    for (const url of forms)
      expect(parseVideoUrl(url), url).toEqual({ kind: 'youtube', id: '8bN9uQpC5lE', start: null });
  });

  it('keeps a YouTube start time', () => {
    expect(parseVideoUrl('https://youtu.be/8bN9uQpC5lE?t=90')).toMatchObject({ start: 90 });
    expect(parseVideoUrl('https://www.youtube.com/watch?v=8bN9uQpC5lE&t=1m30s')).toMatchObject({ start: 90 });
    expect(parseStartTime('1h2m3s')).toBe(3723);
    expect(parseStartTime('abc')).toBeNull();
  });

  it('recognises Vimeo by host, with the hash of unlisted videos', () => {
    expect(parseVideoUrl('https://vimeo.com/527381946')).toEqual({ kind: 'vimeo', id: '527381946', hash: null });
    expect(parseVideoUrl('https://www.vimeo.com/527381946?share=copy')).toEqual({
      kind: 'vimeo',
      id: '527381946',
      hash: null,
    });
    expect(parseVideoUrl('https://player.vimeo.com/video/527381946')).toEqual({
      kind: 'vimeo',
      id: '527381946',
      hash: null,
    });
    expect(parseVideoUrl('https://player.vimeo.com/video/527381946?h=ab12cd34ef')).toEqual({
      kind: 'vimeo',
      id: '527381946',
      hash: 'ab12cd34ef',
    });
    expect(parseVideoUrl('https://vimeo.com/527381946/ab12cd34ef')).toEqual({
      kind: 'vimeo',
      id: '527381946',
      hash: 'ab12cd34ef',
    });
    expect(parseVideoUrl('https://vimeo.com/channels/staffpicks/527381946')).toEqual({
      kind: 'vimeo',
      id: '527381946',
      hash: null,
    });
    expect(parseVideoUrl('https://vimeo.com/groups/zorg/videos/527381946')).toEqual({
      kind: 'vimeo',
      id: '527381946',
      hash: null,
    });
    expect(parseVideoUrl('https://vimeo.com/showcase/123/video/527381946')).toEqual({
      kind: 'vimeo',
      id: '527381946',
      hash: null,
    });
    expect(parseVideoUrl('https://vimeo.com/album/77/video/527381946')).toMatchObject({ id: '527381946' });
  });

  it('anything else with a parsable URL is a direct video file', () => {
    expect(parseVideoUrl('https://media.spaarnegasthuis.nl/video/opname-zo-gaat-het.mp4')).toEqual({
      kind: 'file',
      src: 'https://media.spaarnegasthuis.nl/video/opname-zo-gaat-het.mp4',
    });
    expect(parseVideoUrl('/media/video/rondleiding.webm')).toEqual({
      kind: 'file',
      src: '/media/video/rondleiding.webm',
    });
    expect(parseVideoUrl('https://cdn.example.com/v?id=1')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/v?id=1',
    });
    expect(parseVideoUrl('https://notyoutube.com/watch?v=8bN9uQpC5lE')).toMatchObject({ kind: 'file' });
  });

  it('no URL or an unparsable one cannot be loaded', () => {
    for (const url of [
      null,
      undefined,
      '',
      '   ',
      'https//www.youtube.com/watch?v=',
      'www.youtube.com/watch?v=8bN9uQpC5lE',
      'video.mp4',
      'javascript:alert(1)',
      'ftp://x.nl/a.mp4',
      '//cdn.example.com/a.mp4',
      'https://www.youtube.com/watch?v=',
      'https://www.youtube.com/watch?v=short',
      'https://vimeo.com/about',
    ]) {
      expect(parseVideoUrl(url), String(url)).toEqual({ kind: 'invalid' });
    }
  });

  it('embeds through the privacy-friendly players', () => {
    expect(embedUrl({ kind: 'youtube', id: '8bN9uQpC5lE', start: null }, 'https://www.spaarnegasthuis.nl')).toBe(
      'https://www.youtube-nocookie.com/embed/8bN9uQpC5lE?rel=0&enablejsapi=1&origin=https%3A%2F%2Fwww.spaarnegasthuis.nl',
    );
    expect(embedUrl({ kind: 'youtube', id: '8bN9uQpC5lE', start: 90 })).toBe(
      'https://www.youtube-nocookie.com/embed/8bN9uQpC5lE?rel=0&enablejsapi=1&start=90',
    );
    expect(embedUrl({ kind: 'vimeo', id: '527381946', hash: null })).toBe(
      'https://player.vimeo.com/video/527381946?dnt=1',
    );
    expect(embedUrl({ kind: 'vimeo', id: '527381946', hash: 'ab12' })).toBe(
      'https://player.vimeo.com/video/527381946?dnt=1&h=ab12',
    );
    expect(embedUrl({ kind: 'file', src: '/a.mp4' })).toBeNull();
    expect(watchUrl({ kind: 'youtube', id: '8bN9uQpC5lE', start: null })).toBe(
      'https://www.youtube.com/watch?v=8bN9uQpC5lE',
    );
    expect(watchUrl({ kind: 'vimeo', id: '527381946', hash: null })).toBe('https://vimeo.com/527381946');
    expect(watchUrl({ kind: 'invalid' })).toBeNull();
  });

  it('reads play, pause and finish from the players’ messages', () => {
    expect(playerAction('youtube', '{"event":"onStateChange","info":1}')).toBe('Play');
    expect(playerAction('youtube', '{"event":"onStateChange","info":2}')).toBe('Pause');
    expect(playerAction('youtube', '{"event":"onStateChange","info":0}')).toBe('Finished');
    expect(playerAction('youtube', '{"event":"onStateChange","info":3}')).toBeNull();
    expect(playerAction('youtube', '{"event":"infoDelivery","info":{"playerState":1,"currentTime":3}}')).toBe('Play');
    expect(playerAction('youtube', '{"event":"infoDelivery","info":{"currentTime":3}}')).toBeNull();
    expect(playerAction('youtube', 'not json')).toBeNull();
    expect(playerAction('vimeo', '{"event":"play","data":{}}')).toBe('Play');
    expect(playerAction('vimeo', { event: 'pause' })).toBe('Pause');
    expect(playerAction('vimeo', '{"event":"ended"}')).toBe('Finished');
    expect(playerAction('vimeo', '{"event":"timeupdate"}')).toBeNull();
    expect(isVimeoReady('{"event":"ready","player_id":"x"}')).toBe(true);
    expect(isVimeoReady('{"event":"play"}')).toBe(false);
  });
});
