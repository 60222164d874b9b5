import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crisisBannerSchema,
  footerLinkSchema,
  homePageSchema,
  navigationSchema,
  translationsSchema,
  type FooterLink,
  type HomePage,
  type NavigationEntry,
} from '@ziekenhuis/site-for-content-api';
import { getJson, startTestApi, type TestApi } from '../test-support/helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.stop();
});

describe('frame endpoints', () => {
  for (const language of ['nl', 'en'] as const) {
    it(`GET /api/v1/navigation/${language} matches navigationSchema`, async () => {
      const { status, headers, body } = await getJson(`${api.url}/api/v1/navigation/${language}`);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
      const menu: NavigationEntry[] = navigationSchema.parse(body);
      expect(menu.length).toBeGreaterThanOrEqual(5);
      expect(menu.length).toBeLessThanOrEqual(6);
      const withChildren = menu.filter((entry) => entry.Children.length > 0);
      expect(withChildren.length).toBeGreaterThan(menu.length / 2);
      for (const entry of withChildren) {
        expect(entry.Children.length).toBeGreaterThanOrEqual(3);
        expect(entry.Children.length).toBeLessThanOrEqual(7);
      }
      const all = menu.flatMap((entry) => [entry, ...entry.Children]);
      for (const entry of menu.flatMap((top) => top.Children)) expect(entry.Children).toEqual([]);
      for (const { NavigationItem: item } of all) {
        if (item.ExternalLink) {
          expect(item.InternalLink).toBeNull();
          expect(item.ExternalLink.Url).toMatch(/^https:\/\//);
        } else {
          expect(item.InternalLink).toMatch(language === 'en' ? /^\/en\// : /^\/(?!en\/)/);
        }
      }
      expect(all.some(({ NavigationItem: item }) => item.ExternalLink !== null)).toBe(true);
    });

    it(`GET /api/v1/pages/homepage/${language} matches homePageSchema`, async () => {
      const { status, body } = await getJson(`${api.url}/api/v1/pages/homepage/${language}`);
      expect(status).toBe(200);
      const page: HomePage = homePageSchema.parse(body);
      expect(page.Url).toBe(language === 'nl' ? '/' : '/en');
      expect(page.Path).toBe(page.Url);
      expect(page.MetaTitle).toBeNull();
      expect(page.HeaderLink).toBeNull();
      expect(page.HeaderImage.Url).toBe('/media/home/hero-ingang.jpg');
      expect(page.HeaderImage.Title).not.toBe('');
      expect(page.TopTasks).toHaveLength(6);
      const icons = ['calendar', 'building', 'stethoscope', 'clock', 'visit', 'phone', 'bed', 'ambulance', 'info'];
      for (const task of page.TopTasks) expect(icons).toContain(task.Icon);
    });
  }

  it('the Dutch and English quick tasks link to their spec targets', async () => {
    const urls = async (language: string): Promise<string[]> =>
      homePageSchema
        .parse((await getJson(`${api.url}/api/v1/pages/homepage/${language}`)).body)
        .TopTasks.map((task) => task.Url);
    expect(await urls('nl')).toEqual([
      '/alles-over-uw-afspraak',
      '/afdelingen-en-centra',
      '/specialisten',
      '/wachttijden',
      '/ik-wil-op-bezoek-komen/bezoektijden',
      '/contact',
    ]);
    expect(await urls('en')).toEqual([
      '/en/to-the-outpatient-department/at-the-outpatient-department',
      '/en/hospital-admission',
      '/en/emergency-department',
      '/en/patient-information',
      '/en/general-visiting-times',
      '/en/contact-a-patient',
    ]);
  });

  it('GET /api/v1/footer: valid links, columns 1-3, orders 1..n per column, not pre-sorted', async () => {
    const { status, body } = await getJson(`${api.url}/api/v1/footer`);
    expect(status).toBe(200);
    const links: FooterLink[] = footerLinkSchema.array().parse(body);
    expect(links.length).toBeGreaterThanOrEqual(12);
    expect(links.length).toBeLessThanOrEqual(15);
    const byColumn = Map.groupBy(links, (link) => link.Column);
    expect([...byColumn.keys()].sort()).toEqual(['Column 1', 'Column 2', 'Column 3']);
    for (const columnLinks of byColumn.values()) {
      const orders = columnLinks.map((link) => link.OrderInColumn);
      expect([...orders].sort((a, b) => a - b)).toEqual(orders.map((_, index) => index + 1));
      // The API order within a column is not the display order: the site must sort.
      expect(orders).not.toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('GET /api/v1/sharepoint/translations.json matches translationsSchema with four selling points each', async () => {
    const { status, body } = await getJson(`${api.url}/api/v1/sharepoint/translations.json`);
    expect(status).toBe(200);
    const translations = translationsSchema.parse(body);
    for (const language of ['nl', 'en'] as const) {
      const home = translations[language]?.['home'];
      expect(typeof home).toBe('object');
      const sellingPoints = typeof home === 'object' ? home['sellingPoints'] : undefined;
      expect(sellingPoints).toEqual({
        1: expect.any(String),
        2: expect.any(String),
        3: expect.any(String),
        4: expect.any(String),
      });
      for (const text of Object.values(sellingPoints ?? {})) expect(text).not.toBe('');
    }
  });

  it('GET /api/v1/pages/crisis-banner/ carries HTML when on', async () => {
    const { status, body } = await getJson(`${api.url}/api/v1/pages/crisis-banner/`);
    expect(status).toBe(200);
    const banner = crisisBannerSchema.parse(body);
    expect(banner.Content).toContain('<strong>');
    expect(banner.Content).toContain('href="/contact"');
  });

  it('tolerates a trailing slash, and the crisis banner without one', async () => {
    expect((await fetch(`${api.url}/api/v1/footer/`)).status).toBe(200);
    expect((await fetch(`${api.url}/api/v1/navigation/nl/`)).status).toBe(200);
    expect((await fetch(`${api.url}/api/v1/pages/crisis-banner`)).status).toBe(200);
  });
});

describe('crisis banner off', () => {
  it('answers Content null', async () => {
    const off = await startTestApi({ crisisBanner: false });
    try {
      const { status, body } = await getJson(`${off.url}/api/v1/pages/crisis-banner/`);
      expect(status).toBe(200);
      expect(crisisBannerSchema.parse(body)).toEqual({ Content: null });
    } finally {
      await off.stop();
    }
  });
});

describe('errors', () => {
  for (const path of [
    '/api/v1/navigation/de',
    '/api/v1/navigation/NL',
    '/api/v1/navigation/',
    '/api/v1/pages/homepage/fr',
    '/api/v1/pages/homepage/EN',
    '/api/v1/nothing-here',
    '/',
    '/api/v1/navigation/nl/extra',
  ]) {
    it(`GET ${path} is 404 with a JSON Message`, async () => {
      const { status, headers, body } = await getJson(`${api.url}${path}`);
      expect(status).toBe(404);
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(headers.get('access-control-allow-origin')).toBe('*');
      expect(body).toEqual({ Message: expect.stringContaining(path.replace(/\/$/, '') || '/') });
    });
  }

  it('a known path with the wrong method is 405 with Allow', async () => {
    const { status, headers, body } = await getJson(`${api.url}/api/v1/footer`, { method: 'POST', body: '{}' });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
    expect(body).toEqual({ Message: expect.any(String) });
  });
});

describe('HTTP behaviour', () => {
  it('sends a strong ETag and answers If-None-Match with 304', async () => {
    const first = await fetch(`${api.url}/api/v1/navigation/nl`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await fetch(`${api.url}/api/v1/navigation/nl`);
    expect(again.headers.get('etag')).toBe(etag);
    const revalidated = await fetch(`${api.url}/api/v1/navigation/nl`, { headers: { 'if-none-match': etag ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    const listed = await fetch(`${api.url}/api/v1/navigation/nl`, {
      headers: { 'if-none-match': `"other", W/${etag ?? ''}` },
    });
    expect(listed.status).toBe(304);
    const changed = await fetch(`${api.url}/api/v1/navigation/nl`, { headers: { 'if-none-match': '"stale"' } });
    expect(changed.status).toBe(200);
    const otherBody = await fetch(`${api.url}/api/v1/navigation/en`);
    expect(otherBody.headers.get('etag')).not.toBe(etag);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await fetch(`${api.url}/api/v1/footer`);
    const head = await fetch(`${api.url}/api/v1/footer`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(await head.text()).toBe('');
  });

  it('sends CORS headers and answers OPTIONS with 204', async () => {
    const response = await fetch(`${api.url}/api/v1/footer`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
    const preflight = await fetch(`${api.url}/api/v1/footer`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4321', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
  });

  it('counts API and media requests separately, the images it drew, and resets', async () => {
    const reset = await getJson(`${api.url}/__admin/stats/reset`, { method: 'POST' });
    expect(reset.body).toEqual({ requests: 0, notModified: 0, media: 0, drawn: 0, connections: 0 });

    const footer = await fetch(`${api.url}/api/v1/footer`);
    await fetch(`${api.url}/api/v1/footer`, { headers: { 'if-none-match': footer.headers.get('etag') ?? '' } });
    await fetch(`${api.url}/api/v1/unknown`);
    // Drawn once (this test alone asks this size), then answered from memory.
    await (await fetch(`${api.url}/media/home_300x200/hero-ingang_300x200.webp`)).arrayBuffer();
    await (await fetch(`${api.url}/media/home_300x200/hero-ingang_300x200.webp`)).arrayBuffer();
    await (await fetch(`${api.url}/media/nothing/here.jpg`)).arrayBuffer();

    const { status, body } = await getJson(`${api.url}/__admin/stats`);
    expect(status).toBe(200);
    // Connections: fetch keeps them alive, so how many it opened depends on what it already had.
    expect(body).toEqual({ requests: 3, notModified: 1, media: 3, drawn: 1, connections: expect.any(Number) });
    // Reading the stats is not counted either.
    expect((await getJson(`${api.url}/__admin/stats`)).body).toEqual({
      requests: 3,
      notModified: 1,
      media: 3,
      drawn: 1,
      connections: expect.any(Number),
    });

    await fetch(`${api.url}/__admin/stats/reset`, { method: 'POST' });
    expect((await getJson(`${api.url}/__admin/stats`)).body).toEqual({
      requests: 0,
      notModified: 0,
      media: 0,
      drawn: 0,
      connections: 0,
    });
  });

  it('counts the connections clients open: one per request without keep-alive, one for many with it', async () => {
    const get = (path: string, agent: Agent | false) =>
      new Promise<void>((resolve, reject) => {
        request(`${api.url}${path}`, { agent }, (response) => response.resume().on('end', resolve))
          .on('error', reject)
          .end();
      });
    await fetch(`${api.url}/__admin/stats/reset`, { method: 'POST' });
    for (let i = 0; i < 3; i += 1) await get('/api/v1/footer', false);
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < 3; i += 1) await get('/media/home_400w/hero-ingang_400w.webp', keepAlive);
    keepAlive.destroy();
    const { body } = await getJson(`${api.url}/__admin/stats`);
    expect(body).toMatchObject({ requests: 3, media: 3 });
    // The stats call itself may come on a connection of its own.
    expect((body as { connections: number }).connections - 4).toBeLessThanOrEqual(1);
    expect((body as { connections: number }).connections).toBeGreaterThanOrEqual(4);
  });
});
