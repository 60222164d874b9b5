/**
 * ESLint: typescript-eslint's recommended rules (without type information: the type-aware set took
 * 90 to 130 s on the 2-core machine, against 15 to 30 s without), Astro's recommended rules, the
 * jsx-a11y rules for .tsx and (through eslint-plugin-astro) for .astro, the React hooks rules, and
 * eslint-config-prettier last so no formatting rule argues with Prettier.
 *
 * The a11y rules come from eslint-plugin-jsx-a11y-x, es-tooling's fork of eslint-plugin-jsx-a11y
 * with the same rules and configs, which supports ESLint 10: eslint-plugin-jsx-a11y 6.10.2 (the
 * latest) declares ESLint 9 as its newest peer, and eslint-plugin-astro 3 needs ESLint 10;
 * eslint-plugin-astro loads either plugin.
 *
 * import-x/no-relative-packages keeps the workspace packages apart: a relative import that lands in
 * another package (the embedded content API in scripts/content-api, the site's part for it in
 * src/lib/contract/for-content-api, or the site itself) is an error; they import each other by
 * package name, through the `exports` each package.json lists.
 */
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A scrolling table sits in `<div role="region" aria-labelledby=… tabindex="0">` so keyboard users
 * can scroll it (axe's scrollable-region-focusable); the rule allows tabindex on the roles listed.
 */
const tabindexOnRegions = ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }];

/** `new URL('…src/…', import.meta.url)`: a file of the site, read at run time. */
const siteFileUrls = [
  "NewExpression[callee.name='URL'] > Literal[value=/(^|\\/)src\\//]",
  "NewExpression[callee.name='URL'] > TemplateLiteral > TemplateElement[value.raw=/(^|\\/)src\\//]",
].map((selector) => ({
  selector,
  message: 'The content API reads no file of the site: what it shares comes through @ziekenhuis/site-for-content-api.',
}));

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-*/',
    '.astro/',
    '.cache/',
    'test-results/',
    'test-results-journeys/',
    'playwright-report/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  astro.configs['jsx-a11y-recommended'],
  { files: ['**/*.tsx'], ...jsxA11y.configs.recommended },
  { files: ['**/*.tsx'], rules: { 'jsx-a11y-x/no-noninteractive-tabindex': tabindexOnRegions } },
  { files: ['**/*.astro'], rules: { 'astro/jsx-a11y/no-noninteractive-tabindex': tabindexOnRegions } },
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { files: ['*.{js,mjs,ts}', 'scripts/**', 'tests/**'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  // The one crossing: the site's part for the content API re-exports site modules, from a package of its own.
  { files: ['src/lib/contract/for-content-api/index.ts'], rules: { 'import-x/no-relative-packages': 'off' } },
  {
    // The content API reads no file of the site at run time either (only modules through its package).
    files: ['scripts/content-api/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...siteFileUrls],
    },
  },
  {
    rules: {
      // `const { omitted: _omitted, ...rest } = value` is how the code leaves a property out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  prettier,
);
