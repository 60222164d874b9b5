/**
 * Video URLs of a media block: YouTube and Vimeo links are recognised by their host and
 * their id extracted, then embedded through the privacy-friendly players (youtube-nocookie.com;
 * player.vimeo.com with dnt=1); any other parsable http(s) URL or site path is a direct video file;
 * no URL, or one that cannot be parsed, is 'Unable to load video.'.
 */

export type VideoSource =
  | { kind: 'youtube'; id: string; start: number | null }
  | { kind: 'vimeo'; id: string; hash: string | null }
  | { kind: 'file'; src: string }
  | { kind: 'invalid' };

export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIMEO_EMBED_ORIGIN = 'https://player.vimeo.com';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'youtu.be',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d+$/;

function bareHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

/** `90`, `90s`, `1m30s`, `1h2m3s` as seconds; null when absent or unreadable. */
export function parseStartTime(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+s?$/.test(value)) return Number.parseInt(value, 10);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || match[0] === '') return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function youtubeId(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (bareHost(url.host) === 'youtu.be') return segments[0] ?? null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (segments.length >= 2 && ['embed', 'v', 'shorts', 'live', 'e'].includes(segments[0] ?? ''))
    return segments[1] ?? null;
  return url.searchParams.get('v');
}

function vimeoSource(url: URL): VideoSource {
  const segments = url.pathname.split('/').filter(Boolean);
  if (bareHost(url.host) === 'player.vimeo.com') {
    const id = segments[0] === 'video' ? segments[1] : undefined;
    return id && VIMEO_ID.test(id) ? { kind: 'vimeo', id, hash: url.searchParams.get('h') } : { kind: 'invalid' };
  }
  // vimeo.com/123, /123/abcdef (unlisted), /channels/x/123, /groups/x/videos/123, /album/x/video/123,
  // /showcase/x/video/123
  const videoKeyword = segments.findIndex((segment) => segment === 'video' || segment === 'videos');
  const index =
    videoKeyword !== -1
      ? videoKeyword + 1
      : segments[0] === 'channels'
        ? 2
        : segments.findIndex((segment) => VIMEO_ID.test(segment));
  const id = index >= 0 ? segments[index] : undefined;
  if (!id || !VIMEO_ID.test(id)) return { kind: 'invalid' };
  const next = segments[index + 1];
  const hash = url.searchParams.get('h') ?? (next && /^[\da-f]+$/i.test(next) ? next : null);
  return { kind: 'vimeo', id, hash };
}

export function parseVideoUrl(raw: string | null | undefined): VideoSource {
  const value = raw?.trim() ?? '';
  if (value === '') return { kind: 'invalid' };
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'file', src: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'invalid' };
  if (url.hostname === '') return { kind: 'invalid' };
  const host = bareHost(url.host);
  if (YOUTUBE_HOSTS.has(host)) {
    const id = youtubeId(url);
    if (!id || !YOUTUBE_ID.test(id)) return { kind: 'invalid' };
    return { kind: 'youtube', id, start: parseStartTime(url.searchParams.get('t') ?? url.searchParams.get('start')) };
  }
  if (VIMEO_HOSTS.has(host)) return vimeoSource(url);
  return { kind: 'file', src: url.toString() };
}

/** The player's address: YouTube without cookies and with its JS API (for play/pause events), Vimeo with dnt=1. */
export function embedUrl(source: VideoSource, pageOrigin?: string): string | null {
  if (source.kind === 'youtube') {
    const params = new URLSearchParams({ rel: '0', enablejsapi: '1' });
    if (source.start) params.set('start', String(source.start));
    if (pageOrigin) params.set('origin', pageOrigin);
    return `${YOUTUBE_EMBED_ORIGIN}/embed/${source.id}?${params.toString()}`;
  }
  if (source.kind === 'vimeo') {
    const params = new URLSearchParams({ dnt: '1' });
    if (source.hash) params.set('h', source.hash);
    return `${VIMEO_EMBED_ORIGIN}/video/${source.id}?${params.toString()}`;
  }
  return null;
}

/** Where the visitor can watch the video on the platform itself (a plain link, followed only when clicked). */
export function watchUrl(source: VideoSource): string | null {
  if (source.kind === 'youtube') return `https://www.youtube.com/watch?v=${source.id}`;
  if (source.kind === 'vimeo') return `https://vimeo.com/${source.id}${source.hash ? `/${source.hash}` : ''}`;
  if (source.kind === 'file') return source.src;
  return null;
}

export type VideoAction = 'Play' | 'Pause' | 'Finished';

function messageObject(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

const YOUTUBE_STATES: Record<number, VideoAction> = { 1: 'Play', 2: 'Pause', 0: 'Finished' };

/**
 * What a message from an embedded player says happened: YouTube sends `onStateChange` (or
 * `infoDelivery` with a playerState), Vimeo sends `play`, `pause` and `ended` events.
 */
export function playerAction(kind: 'youtube' | 'vimeo', data: unknown): VideoAction | null {
  const message = messageObject(data);
  if (!message) return null;
  if (kind === 'youtube') {
    const info = message['info'];
    const state =
      message['event'] === 'onStateChange' && typeof info === 'number'
        ? info
        : message['event'] === 'infoDelivery' &&
            info &&
            typeof info === 'object' &&
            typeof (info as Record<string, unknown>)['playerState'] === 'number'
          ? ((info as Record<string, unknown>)['playerState'] as number)
          : null;
    return state === null ? null : (YOUTUBE_STATES[state] ?? null);
  }
  switch (message['event']) {
    case 'play':
    case 'playing':
      return 'Play';
    case 'pause':
      return 'Pause';
    case 'ended':
    case 'finish':
      return 'Finished';
    default:
      return null;
  }
}

/** Whether a player message is Vimeo's 'ready' (the moment to ask it for events). */
export function isVimeoReady(data: unknown): boolean {
  return messageObject(data)?.['event'] === 'ready';
}
