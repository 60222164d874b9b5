/**
 * Files the build's steps hand each other, relative to the project root (the working directory of
 * every npm script and of Astro's build). Module paths cannot be used: the crawl runs bundled.
 */
import path from 'node:path';

/**
 * The CMS redirect pairs the step before Astro's build wrote (scripts/build/cms-redirects.ts):
 * `redirects.generated.json` (committed, from the default dataset), or REDIRECTS_FILE for side
 * builds (the e2e's small banner-off site) that must not touch it.
 */
export const REDIRECTS_FILE = path.resolve(process.env['REDIRECTS_FILE'] || 'redirects.generated.json');

/** Where the crawl leaves its report (graph.ts) for the end of the build (scripts/build/site-report.ts). */
export const SITE_REPORT_FILE = path.join(process.cwd(), '.cache', 'site-report.json');
