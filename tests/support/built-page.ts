/** A page in the shape the build writes (src/layouts/BaseLayout.astro), for tests of the search index. */
export function builtPage(
  lang: string,
  title: string,
  text: string,
  options: { indexed?: boolean; menu?: string } = {},
): string {
  const indexed = options.indexed ?? true;
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${title} | Spaarne Gasthuis</title>` +
    `<meta name="description" content="Over ${title}"${indexed ? ' data-pagefind-meta="description[content]"' : ''}>` +
    `<style>body{color:red}</style></head><body data-page-type="general"><header><nav>${options.menu ?? 'Menu'}</nav></header>` +
    `<main id="main-content" tabindex="-1"${indexed ? ' data-pagefind-body' : ''}><h1>${title}</h1><p>${text}</p></main>` +
    `<footer>Footer</footer></body></html>`
  );
}
