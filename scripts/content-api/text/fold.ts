/**
 * Text keys for case- and accent-insensitive matching. JavaScript's toLowerCase knows every
 * alphabet (SQLite's lower() only ASCII), so keys are made here and stored or bound as parameters.
 */

/** Lower-case: for slugs, routes and titles matched case-insensitively. */
export function lowerKey(value: string): string {
  return value.trim().toLowerCase();
}

/** Lower-case without diacritics (`Zoë` -> `zoe`, `Çelik` -> `celik`): for names and sorting. */
export function foldKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .trim()
    .toLowerCase();
}

/** The last segment of a route, lower-case: the page's slug (`/nieuws/Open-Dag` -> `open-dag`). */
export function routeSlug(route: string): string {
  return lowerKey(
    route
      .split('/')
      .filter((segment) => segment !== '')
      .at(-1) ?? '',
  );
}

/** A path with percent-escapes decoded (as the router decodes request paths); unchanged when malformed. */
export function decodePath(path: string): string {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    return path;
  }
}
