/**
 * What the embedded content API (scripts/content-api, a package of its own) may use of the site:
 * what both sides of the contract must agree on. The content API imports it by its package name,
 * `@ziekenhuis/site-for-content-api`, and can import nothing else of the site (it has no `#src/*`
 * import map, and ESLint's import-x/no-relative-packages refuses relative imports across packages).
 * Relative imports here: this package has no `#src/*` map either; this file is the one crossing.
 */
import type { TranslationTree } from '../translations.ts';
import en from '../../../i18n/en.json' with { type: 'json' };
import nl from '../../../i18n/nl.json' with { type: 'json' };

// The zod schemas and types of every answer and block value.
export * from '../index.ts';
// The image URL scheme: the variants and their URLs.
export { imageVariantUrl, parseImageVariantPath, variantBox, type ImageVariant } from '../images.ts';
// The route table: which call answers the page at a site route, the routes the site builds itself,
// and a link as a site route.
export { OVERVIEW_ROUTES } from '../../routing/overview-routes.ts';
export { lastSegment, PAGE_CALLS, pageCallFor } from '../../routing/page-calls.ts';
export { routeOfLink } from '../../routing/route-of-link.ts';
// The content walker (the links and block calls of a page) and the block parser it reads.
export { anchorHrefs, walkPage } from '../../content/walk.ts';
export { parseContent } from '../../../blocks/parse-content.ts';
// The one retry policy (which failures are transient, how often, how long), for the publish webhook's sender.
export { fetchOnce, TransientFailure, withRetries } from '../../api/retry-policy.ts';

/** The site's own UI strings, which the CMS's translations overlay: only their keys may be overlaid. */
export const BUNDLED_UI_STRINGS: Readonly<Record<'nl' | 'en', TranslationTree>> = { nl, en };
