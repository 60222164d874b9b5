import { describe, expect, it } from 'vitest';
import { countSchema, searchResultsSchema, type SearchResults } from '@ziekenhuis/site-for-content-api';
import { useFixtureApi } from '../test-support/fixtures/client.ts';

const api = useFixtureApi();

function search(query: string, extra = ''): Promise<SearchResults> {
  return api.parse(searchResultsSchema, `/search/pages?query=${encodeURIComponent(query)}${extra}`);
}

async function count(query: string, extra = ''): Promise<number> {
  return (await api.parse(countSchema, `/search/count/pages?query=${encodeURIComponent(query)}${extra}`)).Count;
}

async function urls(query: string, extra = ''): Promise<string[]> {
  return (await search(query, extra)).Rows.map((row) => row.url);
}

describe('search/pages', () => {
  it('ranks title matches above matches in the text', async () => {
    const found = await urls('knie');
    expect(new Set(found.slice(0, 2))).toEqual(
      new Set(['/agenda/lezing-knie', '/wetenschappelijke-onderzoeken/knie-studie']),
    );
    expect(found).toContain('/nieuws/orthopedie-robot');
    expect(found.indexOf('/nieuws/orthopedie-robot')).toBeGreaterThan(1);
    expect(await count('knie')).toBe(found.length);
  });

  it('ignores accents and case', async () => {
    for (const query of ['cafe', 'café', 'CAFÉ', 'Cafe']) expect(await urls(query)).toEqual(['/nieuws/cafe-dementie']);
    const patients = await urls('patienten');
    expect(patients).toContain('/agenda/hartdag');
    expect(patients).toContain('/nieuws/nieuwe-hartkatheterisatiekamer');
    expect(await urls('patiënten')).toEqual(patients);
    expect(await urls('zoe')).toEqual(await urls('Zoë'));
    expect(await urls('zoe')).toContain('/contact/gezondheidscentrum-zoe');
  });

  it('matches every word as a prefix, all words required', async () => {
    expect(await urls('hartkath')).toEqual(['/nieuws/nieuwe-hartkatheterisatiekamer']);
    expect(await urls('cardio')).toContain('/afdelingen-en-centra/hartcentrum/cardiologie');
    expect(await urls('open hoofdd')).toEqual(['/agenda/open-dag']);
    expect(await urls('open knie')).toEqual([]);
  });

  it('finds words inside blocks and entities, not block JSON keys or URLs', async () => {
    expect(await urls('hartritmestoornissen')).toContain('/afdelingen-en-centra/hartcentrum/cardiologie');
    expect(await urls('cardiologen')).toEqual(['/afdelingen-en-centra/hartcentrum/cardiologie']);
    expect(await count('phoneNumberIds')).toBe(0);
    expect(await count('euro')).toBe(0);
    expect(await urls('€')).toEqual([]);
  });

  it('labels hits and gives their image, route, dates and first department', async () => {
    const [robot] = (await search('robot')).Rows;
    expect(robot).toEqual({
      label: 'Nieuws',
      title: 'Robot helpt orthopeed',
      description: 'Samenvatting: Robot helpt orthopeed',
      image: null,
      url: '/nieuws/orthopedie-robot',
      publishingDate: '2026-04-02T09:00:00Z',
      eventDate: null,
      departmentTitle: 'Orthopedie',
    });
    const [room] = (await search('hartkatheterisatiekamer')).Rows;
    expect(room?.image).toEqual({ url: '/media/nieuws/katheterisatiekamer.jpg', title: 'De nieuwe kamer' });
    const [event] = (await search('hartdag')).Rows;
    expect(event).toMatchObject({ label: 'Agenda', eventDate: '2026-06-15T10:00:00Z', publishingDate: null });
    const label = async (query: string): Promise<string | undefined> => (await search(query)).Rows[0]?.label;
    expect(await label('hartcentrum')).toBe('Centrum');
    expect(await label('vaatcentrum')).toBe('Centrum');
    expect(await label('orthopedie')).toBe('Afdeling');
    expect(await label('Çelik')).toBe('Specialist');
    expect(await label('heemstede')).toBe('Locatie');
    expect(await label('geheugen')).toBe('Onderzoek');
    expect(await label('doneer')).toBe('Vrienden');
    expect(await label('bezoektijden')).toBe('Pagina');
  });

  it('pages by 12, zero-based, and the count matches', async () => {
    const total = await count('h');
    expect(total).toBeGreaterThan(12);
    const first = await urls('h');
    const second = await urls('h', '&page=1');
    expect(first).toHaveLength(12);
    expect(second).toHaveLength(Math.min(12, total - 12));
    expect(first.filter((url) => second.includes(url))).toEqual([]);
    expect(await urls('h', '&page=99')).toEqual([]);
  });

  it('suggests corrected queries for a misspelt word, none when every word is known', async () => {
    expect(await search('kardiologie')).toEqual({ Rows: [], Suggestions: ['cardiologie'] });
    expect((await search('polikliniek kardiologie')).Suggestions).toEqual(['polikliniek cardiologie']);
    expect((await search('cardiologie')).Suggestions).toEqual([]);
    expect((await search('cardio')).Suggestions).toEqual([]);
    expect((await search('hartdga')).Suggestions).toEqual(['hartdag']);
    expect((await search('xqzvw')).Suggestions).toEqual([]);
  });

  it('searches the English pages with lang=en, with English labels', async () => {
    const { Rows } = await search('cardiology', '&lang=en');
    expect(Rows.map((row) => row.url)).toEqual(['/en/cardiology']);
    expect(Rows[0]?.label).toBe('Page');
    expect(await count('cardiology', '&lang=en')).toBe(1);
    expect(await count('cardiology')).toBe(0);
    expect(await count('cardiologie', '&lang=en')).toBe(0);
    expect((await search('kardiology', '&lang=en')).Suggestions).toEqual(['cardiology']);
    expect(await urls('admission', '&lang=EN')).toEqual(['/en/hospital-admission']);
  });

  it('answers an empty result for an empty query', async () => {
    for (const query of ['', '   ', '!!!']) {
      expect(await search(query)).toEqual({ Rows: [], Suggestions: [] });
      expect(await count(query)).toBe(0);
    }
    expect(await api.parse(searchResultsSchema, '/search/pages')).toEqual({ Rows: [], Suggestions: [] });
  });

  it('never finds unpublished pages', async () => {
    expect(await count('geheim')).toBe(0);
    expect(await count('geheimzinnig toekomstplan')).toBe(0);
    expect(await count('oogheelkunde')).toBe(0);
  });

  it('answers 400 for a bad page or language', async () => {
    await api.expectError('/search/pages?query=hart&page=-1', 400);
    await api.expectError('/search/pages?query=hart&page=x', 400);
    await api.expectError('/search/pages?query=hart&lang=de', 400);
    await api.expectError('/search/count/pages?query=hart&lang=fr', 400);
  });
});
