/**
 * How a link from the CMS behaves: same-host absolute URLs become plain site paths; a document
 * the CMS serves under its API (a patient folder) becomes the release's copy of it
 * (src/lib/content/documents.ts); external URLs, office documents and patient-folder downloads
 * open in a new tab; internal paths stay in the site.
 */

import { DOCUMENT_EXTENSIONS, releaseDocumentPath } from '#src/lib/content/documents.ts';
import { checkCmsUrl } from '#src/lib/security/url-policy.ts';

export type LinkBehaviour = {
  /** The address to put in `href`. */
  readonly href: string;
  /** Opens in a new tab (with rel="noopener" and an "opens in a new tab" hint). */
  readonly newTab: boolean;
  /** Leads away from the site. */
  readonly external: boolean;
};

/**
 * `siteHosts`: the hosts that count as this site (its own host and the CMS host that links to it).
 * Null when there is no link to make: the URL is empty (the contract's mark of a URL it refused) or
 * the URL policy refuses it here (src/lib/security/url-policy.ts); the caller keeps the text.
 */
export function linkBehaviour(url: string, siteHosts: readonly string[] = []): LinkBehaviour | null {
  const verdict = checkCmsUrl(url);
  if (!verdict.allowed) return null;
  const trimmed = verdict.href;
  if (/^(mailto|tel):/i.test(trimmed)) return { href: trimmed, newTab: false, external: false };
  if (trimmed.startsWith('#')) return { href: trimmed, newTab: false, external: false };
  let href = trimmed;
  let external = false;
  if (/^(https?:)?\/\//i.test(trimmed)) {
    const parsed = new URL(trimmed, 'https://placeholder.invalid');
    if (siteHosts.includes(parsed.host)) href = `${parsed.pathname}${parsed.search}${parsed.hash}` || '/';
    else external = true;
  }
  const releaseCopy = external ? null : releaseDocumentPath(href);
  if (releaseCopy) return { href: releaseCopy, newTab: true, external: false };
  const path = external ? '' : (href.split(/[?#]/)[0] ?? '');
  const newTab = external || DOCUMENT_EXTENSIONS.test(external ? new URL(href).pathname : path);
  return { href, newTab, external };
}

/**
 * `linkBehaviour` for one set of site hosts, each URL worked out once: the menu, footer and banner
 * links are the same on every page of a build.
 */
export function linkBehaviourOnce(siteHosts: readonly string[]): (url: string) => LinkBehaviour | null {
  const known = new Map<string, LinkBehaviour | null>();
  return (url) => {
    const link = known.get(url);
    if (link !== undefined) return link;
    const made = linkBehaviour(url, siteHosts);
    known.set(url, made);
    return made;
  };
}
