/**
 * The answer of `GET /api/publish/status?path=/some/page`: whether the page is in the live release,
 * since when its current content is live and in which release it first went live.
 */
import type { PageVersions } from './page-versions.ts';

export type PageStatus =
  | { path: string; live: true; since: string; release: string; liveRelease: string; cmsVersion: string | null }
  | { path: string; live: false; liveRelease: string | null; message: string };

export type PageStatusAnswer = { status: 200 | 400 | 404; body: PageStatus | { message: string } };

const MAX_PATH_LENGTH = 2000;

/** The site path asked for (`/a/b`: a leading slash, no trailing one, no dot segments); null when it is no path. */
export function askedPath(raw: string): string | null {
  if (raw.length === 0 || raw.length > MAX_PATH_LENGTH || !raw.startsWith('/') || raw.startsWith('//')) return null;
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f' || '?#\\'.includes(char))) return null;
  const segments = raw.split('/').slice(1);
  if (segments.some((segment) => segment === '.' || segment === '..')) return null;
  const trimmed = raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw;
  return trimmed.includes('//') ? null : trimmed;
}

export function pageStatusAnswer(
  raw: string,
  liveRelease: string | null,
  versions: Readonly<PageVersions> | null,
): PageStatusAnswer {
  const page = askedPath(raw);
  if (page === null)
    return { status: 400, body: { message: 'path must be a site path such as /patienten-en-bezoekers' } };
  const version = versions?.[page];
  if (!liveRelease || !version)
    return {
      status: 404,
      body: {
        path: page,
        live: false,
        liveRelease,
        message: liveRelease
          ? versions
            ? 'The live release has no page at this path.'
            : 'The live release was made before page versions were kept.'
          : 'No release is live yet.',
      },
    };
  return {
    status: 200,
    body: {
      path: page,
      live: true,
      since: version.since,
      release: version.release,
      liveRelease,
      cmsVersion: version.modified,
    },
  };
}
