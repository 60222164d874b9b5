import { describe, expect, it } from 'vitest';
import type { BlockKind, BlockValue } from '#src/lib/contract/index.ts';
import { anchorHrefs, walkPage } from '#src/lib/content/walk.ts';
import { DEFAULT_WORLD_OPTIONS, generateWorld } from '@ziekenhuis/content-api/generate/world';

/** A block element as the contract writes it (docs/api-contract.md, "Content blocks"). */
function block<K extends BlockKind>(kind: K, value: BlockValue<K>): string {
  return `<section data-block-type="${kind}" data-block-id="${kind}-1"><script type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script></section>`;
}

const image = { url: '/media/cards/foto.jpg', title: 'Een foto' };
const link = (url: string) => ({ title: 'Lees meer', url });
const gridItem = (url: string) => ({ link: link(url), title: 'Tegel', label: null, intro: null, image });
const page = (...parts: string[]) => ({ HeaderLink: null, Content: parts.join('') });

describe('the content walker: links', () => {
  it('reads every <a href> of an HTML fragment, as written', () => {
    expect(
      anchorHrefs(
        '<p><a href="/a">a</a> <a>no href</a> <a href="mailto:x@y.nl">m</a></p><a href="https://example.org/?q=1#x">e</a>',
      ),
    ).toEqual(['/a', 'mailto:x@y.nl', 'https://example.org/?q=1#x']);
  });

  it('the header link first, then the rich text between blocks', () => {
    const walk = walkPage(
      {
        HeaderLink: { Title: 'Afspraak', Url: '/alles-over-uw-afspraak' },
        Content: '<p>Zie <a href="/contact">contact</a>.</p>',
      },
      '/x',
    );
    expect(walk.links).toEqual(['/alles-over-uw-afspraak', '/contact']);
  });

  it.each<[string, string, string[]]>([
    ['text', block('text', { title: null, html: '<p><a href="/t">t</a></p>' }), ['/t']],
    [
      'text_with_image',
      block('text_with_image', { title: null, html: '<a href="/twi">x</a>', image, imagePosition: 'left' }),
      ['/twi'],
    ],
    [
      'featured_content',
      block('featured_content', { title: null, label: null, intro: null, image, link: link('/featured') }),
      ['/featured'],
    ],
    ['cta', block('cta', { title: null, intro: null, link: link('/cta') }), ['/cta']],
    [
      'cta_with_image',
      block('cta_with_image', { title: null, intro: null, link: link('/cta-image'), image }),
      ['/cta-image'],
    ],
    [
      'links_list',
      block('links_list', { title: null, links: [link('/l1'), link('https://example.org/l2')] }),
      ['/l1', 'https://example.org/l2'],
    ],
    [
      'expandable_content_blocks',
      block('expandable_content_blocks', {
        title: null,
        items: [
          {
            title: 'Vraag',
            subtitle: null,
            icon: null,
            text: '<p><a href="/item-text">x</a></p>',
            blocks: [
              { kind: 'text', html: '<a href="/nested-text">x</a>' },
              { kind: 'links', links: [link('/nested-link')] },
              {
                kind: 'media',
                media: {
                  title: null,
                  kind: 'image',
                  caption: null,
                  source: null,
                  image,
                  videoUrl: null,
                  displayOption: 'full',
                },
              },
              { kind: 'quote', quote: { title: null, quote: 'Goed', author: null, role: null } },
            ],
          },
        ],
      }),
      ['/item-text', '/nested-text', '/nested-link'],
    ],
    [
      'expandable_content_with_image_blocks',
      block('expandable_content_with_image_blocks', {
        title: null,
        items: [
          {
            title: 'V',
            subtitle: null,
            icon: null,
            text: null,
            image,
            blocks: [{ kind: 'links', links: [link('/ewi')] }],
          },
        ],
      }),
      ['/ewi'],
    ],
    [
      'carousel',
      block('carousel', { title: null, items: [{ title: 'Kaart', intro: null, image, link: link('/carousel') }] }),
      ['/carousel'],
    ],
    ['grid_blocks_plain', block('grid_blocks_plain', { title: null, items: [gridItem('/plain')] }), ['/plain']],
    ['grid_blocks_image', block('grid_blocks_image', { title: null, items: [gridItem('/image')] }), ['/image']],
    [
      'grid_blocks_centra',
      block('grid_blocks_centra', { title: null, items: [gridItem('/c1'), gridItem('/c2'), gridItem('/c3')] }),
      ['/c1', '/c2', '/c3'],
    ],
    [
      'people',
      block('people', {
        title: null,
        people: [
          { name: 'A', email: 'a@b.nl', phoneNumber: '023 123', url: '/specialisten/a', image },
          { name: 'B', email: null, phoneNumber: null, url: null, image: null },
        ],
      }),
      ['/specialisten/a'],
    ],
  ])('%s', (_kind, content, links) => {
    expect(walkPage(page(content), '/x').links).toEqual(links);
  });

  it('images, videos, quotes and blocks without links lead nowhere', () => {
    const content = page(
      block('media', {
        title: null,
        kind: 'video',
        caption: null,
        source: null,
        image,
        videoUrl: 'https://vimeo.com/1',
        displayOption: 'content-width',
      }),
      block('quote_with_image', { title: null, quote: 'Q', author: null, role: null, image }),
      block('bmi', { title: null, intro: null }),
      block('external_form', { title: null, formID: '1', formTitle: 'F', label: null, intro: null }),
    );
    expect(walkPage(content, '/x').links).toEqual([]);
  });

  it('skips what the site skips: unknown kinds, invalid JSON, values that break the contract, header blocks', () => {
    const content = page(
      '<section data-block-type="hologram" data-block-id="h"><script type="application/json">{"url":"/hologram"}</script></section>',
      '<section data-block-type="cta" data-block-id="c"><script type="application/json">{"link":{"url":"/cut-off"</script></section>',
      '<section data-block-type="cta" data-block-id="d"><script type="application/json">{"title":null,"intro":null,"link":{"title":"","url":"/no-title"}}</script></section>',
      '<section data-block-type="header" data-block-id="e"><script type="application/json">{"link":{"url":"/header"}}</script></section>',
    );
    expect(walkPage(content, '/x').links).toEqual([]);
  });
});

describe('the content walker: the calls blocks make', () => {
  it('phone numbers, news slugs, specialist filters, related content, locations and waiting times', () => {
    const walk = walkPage(
      page(
        block('phoneLookup', { title: null, phoneNumberIds: [11, '12'], descriptions: ['Polikliniek', 'Afdeling'] }),
        block('newsTeaser', { title: null, slugs: ['nieuw-gebouw', 'open-dag'] }),
        block('specialist', { title: null, department: 'Cardiologie', subdepartment: null, centrum: '' }),
        block('specialist', { title: null }),
        block('relatedContent', { title: null, source: 'tags', values: ['Hart', 'Vaten'] }),
        block('location', { title: null, forPage: 'department', slug: 'cardiologie' }),
        block('locationExpandable', { title: null, forPage: 'centrum', slug: 'hartcentrum' }),
        block('waitingTimes', {
          title: null,
          forPage: 'centrum',
          pageTitle: 'Hartcentrum',
          prefix: null,
          suffix: null,
          emergencyAppointmentTextGeneral: null,
          emergencyAppointmentTextDepartment: null,
        }),
      ),
      '/x',
    );
    expect(walk).toEqual({
      links: [],
      phoneIds: [11, '12'],
      newsSlugs: ['nieuw-gebouw', 'open-dag'],
      specialistFilters: [{ department: 'Cardiologie' }, {}],
      related: [{ source: 'tags', values: ['Hart', 'Vaten'] }],
      locations: [
        { forPage: 'department', slug: 'cardiologie' },
        { forPage: 'centrum', slug: 'hartcentrum' },
      ],
      waitingTimes: [{ forPage: 'centrum', title: 'Hartcentrum' }],
    });
  });

  it('a page without content makes no calls', () => {
    expect(walkPage({ HeaderLink: null, Content: null }, '/x')).toEqual({
      links: [],
      phoneIds: [],
      newsSlugs: [],
      specialistFilters: [],
      related: [],
      locations: [],
      waitingTimes: [],
    });
  });

  it('over the generated hospital: every link and call its pages carry', () => {
    const world = generateWorld(DEFAULT_WORLD_OPTIONS);
    const walks = world.pages.map(({ page: p, route }) => walkPage(p, route));
    expect(walks.flatMap((walk) => walk.links)).toContain('/wachttijden');
    expect(walks.flatMap((walk) => walk.phoneIds).length).toBeGreaterThan(0);
    expect(walks.flatMap((walk) => walk.newsSlugs)).toContain('dit-nieuwsbericht-bestaat-niet-meer');
    expect(walks.flatMap((walk) => walk.specialistFilters)).toContainEqual({ department: 'Dermatologie' });
    expect(new Set(walks.flatMap((walk) => walk.related.map((related) => related.source)))).toEqual(
      new Set(['department', 'specialist', 'tags']),
    );
    expect(walks.flatMap((walk) => walk.locations).length).toBeGreaterThan(0);
    expect(new Set(walks.flatMap((walk) => walk.waitingTimes.map((call) => call.forPage)))).toEqual(
      new Set(['department', 'centrum']),
    );
  });
});
