/**
 * What the site's own tests use of the content API's test support (`@ziekenhuis/content-api/test-support`):
 * a generated dataset served in-process, preview tokens, and page builders for hand-made Worlds.
 */
export { getJson, previewTokenOf, startTestApi, type TestApi } from './helpers.ts';
export { page } from './fixtures/builders.ts';
