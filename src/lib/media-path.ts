/**
 * Image URLs from the CMS as site paths: the build copies every image it uses into the site under
 * the same path (scripts/build/media-mirror.ts), so `https://cms.example/media/a.jpg` and
 * `/media/a.jpg` both become `/media/a.jpg`. An image on any other host is left as it is.
 */
export function mediaPath(url: string, contentApiUrl: string | undefined): string {
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    const cms = contentApiUrl ? new URL(contentApiUrl) : undefined;
    if (cms && parsed.host === cms.host && parsed.pathname.startsWith('/media/')) return parsed.pathname;
  } catch {
    // Not an absolute URL: keep it.
  }
  return url;
}
