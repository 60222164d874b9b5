import { describe, expect, it } from 'vitest';
import { parseContent } from '#src/blocks/parse-content.ts';

const block = (kind: string, id: string, json: string) =>
  `<section data-block-type="${kind}" data-block-id="${id}"><script type="application/json">${json}</script></section>`;

describe('parsing Page.Content into blocks', () => {
  it('reads blocks with their values and turns the HTML between them into text blocks', () => {
    const html = `<p>Welkom</p>${block('quote', 'q1', '{"quote":"Goede zorg","author":"Anna","role":null}')}<h2>Meer</h2><p>Tekst &amp; uitleg</p>`;
    const { blocks, problems } = parseContent(html, '/over-ons');
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      { kind: 'text', id: 'text-1', value: { html: '<p>Welkom</p>' } },
      { kind: 'quote', id: 'q1', value: { quote: 'Goede zorg', author: 'Anna', role: null } },
      { kind: 'text', id: 'text-2', value: { html: '<h2>Meer</h2><p>Tekst &amp; uitleg</p>' } },
    ]);
  });

  it('reports an unknown kind, invalid JSON and a value that breaks the contract, and skips them', () => {
    const html = [
      block('hologram', 'h1', '{}'),
      block('cta', 'c1', '{"intro": '),
      block('cta', 'c2', '{"intro":"x","link":{"title":"","url":"/a"}}'),
      block('links_list', 'l1', '{"links":[]}'),
    ].join('');
    const { blocks, problems } = parseContent(html, '/over-ons/innovatie');
    expect(blocks.map((b) => b.id)).toEqual(['l1']);
    expect(problems).toEqual([
      { page: '/over-ons/innovatie', kind: 'hologram', id: 'h1', reason: 'unknown block kind' },
      { page: '/over-ons/innovatie', kind: 'cta', id: 'c1', reason: expect.stringMatching(/^invalid JSON/) },
      { page: '/over-ons/innovatie', kind: 'cta', id: 'c2', reason: expect.stringMatching(/link\.title/) },
    ]);
  });

  it('ignores header blocks and blank space, and accepts empty content', () => {
    expect(parseContent(`  ${block('header', 'x', '{}')}\n `, '/a')).toEqual({
      blocks: [],
      problems: [],
      refusedUrls: [],
    });
    expect(parseContent(null, '/a')).toEqual({ blocks: [], problems: [], refusedUrls: [] });
  });

  it('reads JSON that contains markup characters', () => {
    const { blocks } = parseContent(block('text', 't', '{"html":"\\u003cp\\u003eA \\u0026 B\\u003c/p\\u003e"}'), '/a');
    expect(blocks).toEqual([{ kind: 'text', id: 't', value: { html: '<p>A & B</p>' } }]);
  });

  it('keeps a block whose URL the URL policy refused, with the URL empty, and names it with the links and images of the text', () => {
    const html = [
      '<p><a href="jav&amp;#9;ascript:alert(1)">Klik</a><img src="data:image/svg+xml,x" alt="Plaatje"><a href="/ok">ok</a></p>',
      block(
        'links_list',
        'l1',
        '{"title":"Links","links":[{"title":"Kwaad","url":"vbscript:msgbox(1)"},{"title":"Goed","url":"/goed"}]}',
      ),
    ].join('');
    const { blocks, problems, refusedUrls } = parseContent(html, '/over-ons');
    expect(problems).toEqual([]);
    expect(blocks[1]).toEqual({
      kind: 'links_list',
      id: 'l1',
      value: {
        title: 'Links',
        links: [
          { title: 'Kwaad', url: '' },
          { title: 'Goed', url: '/goed' },
        ],
      },
    });
    expect(refusedUrls).toEqual([
      '/over-ons: text 1: link "Klik" href: "jav&#9;ascript:alert(1)" (scheme javascript: is not allowed); dropped',
      '/over-ons: text 1: image "Plaatje" src: "data:image/svg+xml,x" (scheme data: is not allowed); dropped',
      '/over-ons: "Kwaad" links[0].url: "vbscript:msgbox(1)" (scheme vbscript: is not allowed); dropped',
    ]);
  });
});
