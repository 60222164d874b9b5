/**
 * The one URL policy for every URL that comes from CMS data (DESIGN.md "Security model"): site
 * paths, `http(s)`, `mailto` and `tel` only. The URL is read the way a browser reads an attribute:
 * HTML entities decoded, leading and trailing control characters and spaces stripped, tabs and
 * newlines removed, backslashes taken as slashes (the WHATWG URL parser does the last three).
 * Anything else (`javascript:`, `vbscript:`, `data:`, an unknown scheme, also when hidden behind
 * entities or control characters) is refused; the caller keeps the text and drops the link.
 *
 * The contract applies it to every URL field (`cmsUrlSchema` in src/lib/contract/common.ts), so the
 * build, the static JSON and the search island all get checked URLs; rich text applies it to its
 * links and images (src/lib/content/sanitize.ts). Pure: runs in the build and in the browser.
 */
import { decodeHTML, decodeHTMLAttribute } from 'entities/decode';

export const ALLOWED_URL_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

export type UrlVerdict = { allowed: true; href: string } | { allowed: false; reason: string };

/** A base no real address shares: what a relative URL resolves against to tell site paths from other hosts. */
const PROBE_BASE = 'https://site.invalid/';

/**
 * C0 controls and space at either end (what the URL parser strips), and tabs and newlines anywhere (what it removes).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TABS_AND_NEWLINES = /[\t\n\r]/g;
/** Every control character, space and invisible separator: what a scheme must not be hidden behind. */
const ANY_CONTROL_OR_SPACE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0020\u007F-\u00A0\u00AD\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u3000\uFEFF]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The URL as a browser takes it from an attribute: entities decoded, edges trimmed, tabs and newlines gone. */
function asBrowserReadsIt(raw: string): string {
  return decodeHTMLAttribute(raw).replace(EDGE_CONTROLS, '').replace(TABS_AND_NEWLINES, '');
}

/**
 * Every scheme the value could be taken to have, however it is decoded: the browser's reading, a
 * strict decoding of every entity, and both with every control character and invisible space
 * removed (older browsers skipped them inside a scheme).
 */
function schemesOf(raw: string, read: string): string[] {
  const readings = [read, decodeHTML(raw), decodeHTML(decodeHTML(raw))].flatMap((value) => [
    value,
    value.replace(ANY_CONTROL_OR_SPACE, ''),
  ]);
  return readings.flatMap((value) => {
    const match = SCHEME.exec(value.trim());
    return match?.[1] ? [`${match[1].toLowerCase()}:`] : [];
  });
}

/** Whether a URL from CMS data may be printed, and as what. */
export function checkCmsUrl(raw: string): UrlVerdict {
  const read = asBrowserReadsIt(raw);
  if (read === '') return { allowed: false, reason: 'empty' };
  const refused = schemesOf(raw, read).find((scheme) => !ALLOWED_URL_SCHEMES.includes(scheme));
  if (refused) return { allowed: false, reason: `scheme ${refused} is not allowed` };
  let parsed: URL;
  try {
    parsed = new URL(read, PROBE_BASE);
  } catch {
    return { allowed: false, reason: 'not a URL' };
  }
  if (!ALLOWED_URL_SCHEMES.includes(parsed.protocol))
    return { allowed: false, reason: `scheme ${parsed.protocol} is not allowed` };
  // A reference without a scheme that leaves the site (`//host`, `/\host`) is printed as the absolute
  // address the browser would go to, so that the link rules see it is external.
  const relative = !SCHEME.test(read);
  if (relative && parsed.origin !== new URL(PROBE_BASE).origin) return { allowed: true, href: parsed.href };
  return { allowed: true, href: read };
}

/** The URL to print, or `''` when the policy refuses it. */
export function safeCmsUrl(raw: string): string {
  const verdict = checkCmsUrl(raw);
  return verdict.allowed ? verdict.href : '';
}
