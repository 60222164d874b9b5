/**
 * A link as a site route: same-host absolute URLs become paths; query, fragment and a
 * trailing slash are dropped; anything that is not a site path (mail, phone, other hosts, a
 * relative or fragment-only link) is null.
 */
export function routeOfLink(link: string, siteHosts: readonly string[]): string | null {
  let path = link.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) {
    try {
      const url = new URL(path.startsWith('//') ? `https:${path}` : path);
      if (!/^https?:$/.test(url.protocol) || !siteHosts.includes(url.host)) return null;
      path = url.pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith('/')) return null;
  const clean = path.split(/[?#]/)[0] ?? '';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}
