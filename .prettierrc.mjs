/**
 * Prettier for the TypeScript, TSX, Astro, CSS and JSON files (Markdown is left alone, see .prettierignore).
 * Single quotes, semicolons, 2 spaces, trailing commas; lines of at most 120 characters, to read side by side.
 * @type {import('prettier').Config}
 */
export default {
  plugins: ['prettier-plugin-astro'],
  printWidth: 120,
  singleQuote: true,
  semi: true,
  tabWidth: 2,
  trailingComma: 'all',
  arrowParens: 'always',
  // Astro 7 drops whitespace runs that contain a newline ('jsx'), so breaking a long template line never changes the
  // page.
  astroCompressHTML: 'jsx',
  overrides: [{ files: '*.astro', options: { parser: 'astro' } }],
};
