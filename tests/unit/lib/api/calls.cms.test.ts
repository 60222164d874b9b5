/**
 * The calls of every module of src/lib/api as the CMS receives them, against one stub CMS that
 * records each request (one file for all call modules: they share the stub and its answers).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentClient, type ContentClient } from '#src/lib/api/content-client.ts';
import { searchPatientFolders } from '#src/lib/api/folders.ts';
import { fetchWards, wardDepartmentTitle } from '#src/lib/api/locations.ts';
import { fetchPhoneNumbers } from '#src/lib/api/misc.ts';
import { fetchNewsBySlugs, fetchTeaserCount, fetchTeasers } from '#src/lib/api/news-events.ts';
import {
  fetchCentre,
  fetchCentrumChildren,
  fetchDepartment,
  fetchDepartmentsAndCentres,
} from '#src/lib/api/organisations.ts';
import { fetchPageAt } from '#src/lib/api/pages.ts';
import { fetchResearch } from '#src/lib/api/research.ts';
import { fetchSearchCount, fetchSearchResults } from '#src/lib/api/search.ts';
import { fetchRandomSpecialists } from '#src/lib/api/specialists.ts';
import { fetchConsultationLocations, fetchWaitingTimesByTitle } from '#src/lib/api/waiting-times.ts';

/** A stub CMS that records every request and answers from a table of canned bodies. */
const requests: Array<{ method: string; url: string; body: string }> = [];
const answers: Record<string, unknown> = {
  '/api/v1/pages/news/count/filter': { Count: 42 },
  '/api/v1/pages/department-or-centrum': {
    DepartmentPages: [
      {
        SharepointId: 1,
        HeaderTitle: 'Cardiologie',
        TeaserDescription: null,
        HeaderDescription: 'Hart',
        Url: '/afdelingen-en-centra/cardiologie',
      },
      { SharepointId: 2, HeaderTitle: '', TeaserDescription: null, HeaderDescription: null, Url: '/x' },
    ],
    CentrumPages: [
      {
        SharepointId: 3,
        HeaderTitle: 'Hartcentrum',
        TeaserDescription: 'Alles voor uw hart',
        HeaderDescription: null,
        Url: '/afdelingen-en-centra/hartcentrum',
      },
    ],
  },
  '/api/v1/pages/research/patient': { Item1: [], Item2: [{ broken: true }] },
  '/api/v1/locations/departments': [
    { Clinic: { Title: 'Verpleegafdeling C2', PhoneNumber: [], VisitTime: null, Route: null }, Department: null },
  ],
};
let server: http.Server;
let client: ContentClient;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? 'GET', url: req.url ?? '', body });
      const path = (req.url ?? '').split('?')[0] ?? '';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answers[path] ?? []));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createContentClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    retryIntervalMs: 5,
    log: () => {},
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const lastRequest = () => requests[requests.length - 1];

describe('calls as the CMS receives them', () => {
  it('news: filters, repeated tags, zero-based page, page size and the excluded-tags flag', async () => {
    await fetchTeasers('news', { department: 'Cardiologie', tags: ['Hoor Floor', 'Hart'] }, 2, 12, client);
    expect(lastRequest()?.url).toBe(
      '/api/v1/pages/news/filter?department=Cardiologie&tags=Hoor+Floor&tags=Hart&shouldContainExcludedTags=true&page=2&pageSize=12',
    );
  });

  it('events carry the excluded-tags flag too; counts carry no page', async () => {
    await fetchTeasers('events', { specialist: 'dr. J. de Vries' }, 0, 12, client);
    expect(lastRequest()?.url).toBe(
      '/api/v1/pages/events/filter?specialist=dr.+J.+de+Vries&shouldContainExcludedTags=false&page=0&pageSize=12',
    );
    await fetchTeasers('events', { tags: ['Inspiratie'] }, 0, 12, client);
    expect(lastRequest()?.url).toBe(
      '/api/v1/pages/events/filter?tags=Inspiratie&shouldContainExcludedTags=true&page=0&pageSize=12',
    );
    const count = await fetchTeaserCount('news', { centrum: 'Hartcentrum' }, client);
    expect(lastRequest()?.url).toBe(
      '/api/v1/pages/news/count/filter?centrum=Hartcentrum&shouldContainExcludedTags=false',
    );
    expect(count).toMatchObject({ state: 'loaded', data: 42 });
  });

  it('asks for items with an excluded tag without naming a tag', async () => {
    await fetchTeasers('events', { withExcludedTags: true }, 0, 1, client);
    expect(lastRequest()?.url).toBe('/api/v1/pages/events/filter?shouldContainExcludedTags=true&page=0&pageSize=1');
  });

  it('slugs are lower-cased', async () => {
    await fetchPageAt('/en/Patients/Visiting/Hours', client);
    expect(lastRequest()?.url).toBe(
      '/api/v1/pages/spaarne?languageCode=en&grandParentSlug=patients&parentSlug=visiting&slug=hours',
    );
    await fetchPageAt('/afdelingen-en-centra/HartCentrum/Cardiologie', client);
    expect(lastRequest()?.url).toBe(
      '/api/v1/pages/subdepartment-or-department-or-subcentra-or-spaarne?departmentOrCentrumSlug=hartcentrum&slug=cardiologie',
    );
    await fetchNewsBySlugs(['Nieuw-Gebouw', 'b'], client);
    expect(lastRequest()?.url).toBe('/api/v1/pages/news/slugs?slugs=nieuw-gebouw&slugs=b');
  });

  it('random specialists ask for six with the block filter; phone numbers repeat ids', async () => {
    await fetchRandomSpecialists({ department: 'Longgeneeskunde' }, undefined, client);
    expect(lastRequest()?.url).toBe('/api/v1/pages/specialists/random?count=6&department=Longgeneeskunde');
    await fetchPhoneNumbers([11, 12], client);
    expect(lastRequest()?.url).toBe('/api/v1/phoneNumbers?ids=11&ids=12');
  });

  it('search sends the query, a zero-based page and the language', async () => {
    await fetchSearchResults('hart ritme', 1, 'en', client);
    expect(lastRequest()?.url).toBe('/api/v1/search/pages?query=hart+ritme&page=1&lang=en');
  });

  it('search count sends the query and the language', async () => {
    await fetchSearchCount('hart ritme', 'nl', client);
    expect(lastRequest()?.url).toBe('/api/v1/search/count/pages?query=hart+ritme&lang=nl');
  });

  it('a centre or a department by its lower-cased slug', async () => {
    await fetchCentre('HartCentrum', client);
    expect(lastRequest()?.url).toBe('/api/v1/pages/centra/hartcentrum');
    await fetchDepartment('Cardiologie', client);
    expect(lastRequest()?.url).toBe('/api/v1/pages/departments/cardiologie');
  });

  it('waiting times by title (with or without the kind of page) and the consultation locations', async () => {
    await fetchWaitingTimesByTitle('Hart & Vaten', 'centrum', client);
    expect(lastRequest()?.url).toBe('/api/v1/waiting-times/any?title=Hart+%26+Vaten&forPage=centrum');
    await fetchWaitingTimesByTitle('Cardiologie', null, client);
    expect(lastRequest()?.url).toBe('/api/v1/waiting-times/any?title=Cardiologie');
    await fetchConsultationLocations(client);
    expect(lastRequest()?.url).toBe('/api/v1/waiting-times/consultations/locations');
  });

  it('folder search POSTs one criterion as JSON', async () => {
    await searchPatientFolders({ Kind: 'ByDepartment', DepartmentName: 'Urologie' }, client);
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      url: '/api/v1/patient-folders/search',
      body: '{"Kind":"ByDepartment","DepartmentName":"Urologie"}',
    });
  });

  it('centrum children are skipped without an id', async () => {
    const before = requests.length;
    expect(await fetchCentrumChildren(null, client)).toEqual({ state: 'loaded', status: 200, data: [] });
    expect(requests.length).toBe(before);
  });
});

describe('answers with lists inside', () => {
  it('keeps the valid departments and centres and reports the malformed one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await fetchDepartmentsAndCentres(client);
    expect(result.state).toBe('loaded');
    if (result.state !== 'loaded') throw new Error('expected loaded');
    expect(result.data.departments.map((d) => d.HeaderTitle)).toEqual(['Cardiologie']);
    expect(result.data.centres.map((c) => c.HeaderTitle)).toEqual(['Hartcentrum']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/department-or-centrum DepartmentPages item #1.*HeaderTitle/),
    );
    const research = await fetchResearch(client);
    expect(research).toMatchObject({ state: 'loaded', data: { patientsNeeded: [], noPatientsNeeded: [] } });
    warn.mockRestore();
  });

  it('a ward without a department shows as Anesthesiologie', async () => {
    const result = await fetchWards(3, client);
    if (result.state !== 'loaded') throw new Error('expected loaded');
    expect(result.data.map(wardDepartmentTitle)).toEqual(['Anesthesiologie']);
  });
});
