import { describe, expect, it } from 'vitest';
import { builtPage } from '../../tests/support/built-page.ts';
import {
  documentHash,
  indexShards,
  MAX_SHARD_PAGES,
  MIN_SECTION_PAGES,
  searchDocumentOf,
  sectionOf,
  urlOfPageFile,
  type SearchDocument,
} from './search-index-shards.ts';

const documentOf = (file: string, lang = 'nl-NL', text = 'Tekst'): SearchDocument => {
  const document = searchDocumentOf(file, builtPage(lang, file, text));
  if (!document) throw new Error('not indexed');
  return document;
};

describe('what Pagefind reads of a page', () => {
  it('its language, title, the meta it names and its main content; not the header, menus or footer', () => {
    const document = searchDocumentOf('afdelingen/cardiologie/index.html', builtPage('nl-NL', 'Cardiologie', 'Hart'));
    const html =
      '<!DOCTYPE html><html lang="nl-NL"><head><title>Cardiologie | Spaarne Gasthuis</title>' +
      '<meta name="description" content="Over Cardiologie" data-pagefind-meta="description[content]"></head>' +
      '<body><main id="main-content" tabindex="-1" data-pagefind-body><h1>Cardiologie</h1><p>Hart</p></main></body></html>';
    expect(document).toEqual({
      file: 'afdelingen/cardiologie/index.html',
      url: '/afdelingen/cardiologie/',
      language: 'nl-nl',
      hash: documentHash(html),
      html,
    });
    expect(documentHash(html)).toMatch(/^[0-9a-f]{32}$/);
    expect(documentHash(`${html} `)).not.toBe(documentHash(html));
    // Another menu is the same document: the index need not change for it.
    expect(
      searchDocumentOf(
        'afdelingen/cardiologie/index.html',
        builtPage('nl-NL', 'Cardiologie', 'Hart', { menu: 'Nieuw' }),
      ),
    ).toEqual(document);
  });

  it('only the attribute on <main> marks a page for the index, not the words in a text from the CMS', () => {
    const inMenu = searchDocumentOf(
      'contact/index.html',
      builtPage('nl-NL', 'Contact', 'Bel ons.', { menu: 'Over data-pagefind-body en zo' }),
    );
    expect(inMenu?.html).toContain('<p>Bel ons.</p>');
    expect(inMenu?.html).not.toContain('Over data-pagefind-body');
    expect(
      searchDocumentOf(
        'nieuws/filter/x/index.html',
        builtPage('nl-NL', 'Filter', 'Een tekst over data-pagefind-body', { indexed: false }),
      ),
    ).toBeNull();
  });

  it('a page without data-pagefind-body is not indexed; one in another shape is an error naming the file', () => {
    expect(
      searchDocumentOf('nieuws/filter/x/index.html', builtPage('nl-NL', 'Filter', 'x', { indexed: false })),
    ).toBeNull();
    expect(() =>
      searchDocumentOf('kapot.html', '<html><head></head><body><main data-pagefind-body>x</main></body></html>'),
    ).toThrow(/kapot\.html/);
    expect(() =>
      searchDocumentOf('open.html', '<!DOCTYPE html><html lang="nl"><head></head><body><main data-pagefind-body>x'),
    ).toThrow(/open\.html/);
  });

  it('addresses and sections as Pagefind and the site see them', () => {
    expect(urlOfPageFile('index.html')).toBe('/');
    expect(urlOfPageFile('en/search/index.html')).toBe('/en/search/');
    expect(urlOfPageFile('404.html')).toBe('/404.html');
    expect(sectionOf('/nieuws/bericht/')).toBe('nieuws');
    expect(sectionOf('/en/patient-information/x/')).toBe('patient-information');
    expect(sectionOf('/en/')).toBe('');
    expect(sectionOf('/')).toBe('');
  });
});

describe('the shards of the index', () => {
  const many = (section: string, count: number, lang = 'nl-NL') =>
    Array.from({ length: count }, (_, i) =>
      documentOf(`${section}/pagina-${String(i).padStart(5, '0')}/index.html`, lang),
    );

  it('a shard per language and large section; small sections together; every page once', () => {
    const documents = [
      ...many('nieuws', MIN_SECTION_PAGES),
      ...many('contact', 3),
      ...many('over-ons', 5),
      documentOf('index.html'),
      ...many('en/about-us', 4, 'en-GB'),
    ];
    const shards = indexShards(documents);
    expect(
      shards.map((shard) => [shard.language, shard.name.replace(/-[0-9a-f]{16}$/, ''), shard.pages.length]),
    ).toEqual([
      ['en-gb', 'en-gb-smaller-sections-1', 4],
      ['nl-nl', 'nl-nl-section-nieuws-1', MIN_SECTION_PAGES],
      ['nl-nl', 'nl-nl-smaller-sections-1', 9],
    ]);
    expect(shards.flatMap((shard) => shard.pages.map((page) => page.file)).sort()).toEqual(
      documents.map((page) => page.file).sort(),
    );
    for (const shard of shards) expect(shard.name).toMatch(/^[a-z0-9-]+$/);
  });

  it('a section larger than a shard is cut, in address order, into shards of about the same size', () => {
    const shards = indexShards(many('specialisten', MAX_SHARD_PAGES * 2 + 1));
    // 2,001 pages: three shards of 667.
    expect(shards.map((shard) => shard.pages.length)).toEqual([667, 667, 667]);
    const files = shards.flatMap((shard) => shard.pages.map((page) => page.file));
    expect(files).toEqual([...files].sort());
  });

  it('named by files and search documents: the same pages give the same names in any order; a changed page renames its shard only', () => {
    const documents = [...many('nieuws', MIN_SECTION_PAGES), ...many('contact', 3)];
    const names = indexShards(documents).map((shard) => shard.name);
    expect(indexShards([...documents].reverse()).map((shard) => shard.name)).toEqual(names);
    const edited = documents.map((document) =>
      document.file === 'contact/pagina-00001/index.html'
        ? documentOf(document.file, 'nl-NL', 'Nieuwe tekst')
        : document,
    );
    const renamed = indexShards(edited).map((shard) => shard.name);
    expect(renamed[0]).toBe(names[0]);
    expect(renamed[1]).not.toBe(names[1]);
  });
});
