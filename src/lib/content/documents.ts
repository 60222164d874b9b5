/**
 * Documents the CMS serves under its API (patient folders) and the release's own copy of each: a
 * page links to the copy, and the build mirrors it from the CMS (scripts/build/media-mirror.ts),
 * so a download works on any static host and while the CMS is down. The two paths map one to one,
 * so the mirror finds the CMS's address from the link a page holds. Pure and browser-safe.
 */

/** Where the release keeps its copies of the CMS's documents. */
export const RELEASE_DOCUMENTS_PREFIX = '/documenten/';

/** Where the CMS serves every patient folder's PDF (`{id}/{file}`). */
export const PATIENT_FOLDERS_PREFIX = '/api/v1/patient-folders/';

/**
 * The document types a visitor downloads (PDF and office files). Only these are mirrored: the
 * release serves its copies from the site's own origin, where an HTML, SVG or script file from a
 * hostile CMS would run as the site's own.
 */
export const DOCUMENT_EXTENSIONS = /\.(pdf|docx?|pptx?|xlsx?)$/i;

/** The CMS's document folders and the release's folder for each. */
const DOCUMENT_FOLDERS: ReadonlyArray<{ cms: string; release: string }> = [
  { cms: PATIENT_FOLDERS_PREFIX, release: `${RELEASE_DOCUMENTS_PREFIX}folders/` },
];

/** `{id}/{file}`: exactly two plain segments (a folder's file; not `search` or anything deeper). */
const DOCUMENT_FILE = /^[^/?#]+\/[^/?#]+$/;

function isPlainDocument(rest: string): boolean {
  return (
    DOCUMENT_FILE.test(rest) &&
    DOCUMENT_EXTENSIONS.test(rest) &&
    !/%(2f|5c)/i.test(rest) &&
    !rest.split('/').some((segment) => segment === '.' || segment === '..')
  );
}

function mapPrefix(href: string, from: 'cms' | 'release', to: 'cms' | 'release'): string | null {
  const at = href.search(/[?#]/);
  const pathname = at === -1 ? href : href.slice(0, at);
  const suffix = at === -1 ? '' : href.slice(at);
  for (const folder of DOCUMENT_FOLDERS) {
    if (!pathname.toLowerCase().startsWith(folder[from].toLowerCase())) continue;
    const rest = pathname.slice(folder[from].length);
    return isPlainDocument(rest) ? `${folder[to]}${rest}${suffix}` : null;
  }
  return null;
}

/**
 * The release's copy of a CMS document (`/api/v1/patient-folders/12/allergie.pdf` ->
 * `/documenten/folders/12/allergie.pdf`, a query or fragment kept); null for any other path,
 * and for a file that is not a document type (`DOCUMENT_EXTENSIONS`).
 */
export function releaseDocumentPath(cmsPath: string): string | null {
  return mapPrefix(cmsPath, 'cms', 'release');
}

/** The CMS address a release document is copied from: the inverse of `releaseDocumentPath`; null for other paths. */
export function cmsDocumentPath(releasePath: string): string | null {
  return mapPrefix(releasePath, 'release', 'cms');
}
