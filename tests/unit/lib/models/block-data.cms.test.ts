/**
 * Block data (issue: page models): what each block kind shows but does not carry is fetched while
 * the page model is built; failures and mismatches are reported with the page and the block, and
 * the block gets what it can show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '#src/lib/api/content-client.ts';
import { createProblemReport, type ProblemReport } from '#src/lib/build/report.ts';
import type { ContentBlock } from '#src/blocks/parse-content.ts';
import { loadBlockData } from '#src/lib/models/block-data.ts';
import { json, startStubServer } from '../../../support/stub-server.ts';
import { testLocation, testPage } from './fixtures.ts';
import { mapsSearchUrl } from '#src/blocks/shared/maps.ts';

let stubClinics: unknown[] = [];
const location = (title: string, path: string) => ({
  Location: { SharepointId: path, Title: title, Path: path },
  Clinics: stubClinics,
});
const locationPage = (address: string) =>
  testPage({
    ContentType: 'Locatie pagina',
    Title: 'Hoofddorp',
    Path: '/hoofddorp',
    Location: testLocation({ Address: address }),
  });

describe('loadBlockData', () => {
  let stub: Awaited<ReturnType<typeof startStubServer>>;
  let report: ProblemReport;

  beforeAll(async () => {
    stub = await startStubServer({
      '/api/v1/pages/specialists/random': (req, res) =>
        req.url?.includes('department=Down')
          ? json(res, 500, { Message: 'down' })
          : json(
              res,
              200,
              Array.from({ length: 6 }, (_, index) => ({
                title: `Dr. ${index}`,
                role: 'Cardioloog',
                url: `/dr-${index}`,
                image: null,
              })),
            ),
      '/api/v1/pages/news/slugs': (_req, res) =>
        json(res, 200, [{ Slug: 'a', Title: 'A', AbsolutePath: '/nieuws/a', PublicationDate: '2026-01-01T00:00:00Z' }]),
      '/api/v1/phoneNumbers': (_req, res) => json(res, 200, [{ SharepointId: 1, PhoneNumber: '023 224 0000' }]),
      '/api/v1/pages/newsandevents/filter': (_req, res) => json(res, 200, []),
      '/api/v1/waiting-times/measurement': (_req, res) => json(res, 200, { MeasurementDate: '2026-11-10' }),
      '/api/v1/waiting-times/consultations/department/Cardiologie': (_req, res) =>
        json(res, 200, [
          {
            Department: { SharepointId: 1, Title: 'Cardiologie', AppointmentUrl: null, PhoneNumber: null },
            CentrumTitle: null,
            Locations: [{ Location: 'Hoofddorp', Days: 12 }],
          },
        ]),
      '/api/v1/locations/department/cardiologie': (_req, res) =>
        json(res, 200, [location('Hoofddorp', '/hoofddorp'), location('Heemstede', '/heemstede')]),
      '/api/v1/pages/locationOrSpaarne/hoofddorp': (_req, res) => json(res, 200, locationPage('Spaarnepoort 1')),
    });
  });
  afterAll(async () => {
    await stub?.close();
  });

  async function load(blocks: ContentBlock[]) {
    report = createProblemReport({ log: () => {} });
    const content = createContentClient({
      baseUrl: stub.url,
      retryIntervalMs: 1,
      maxRetries: 0,
      cache: false,
      log: () => {},
      onProblem: report.add,
    });
    return loadBlockData(blocks, {
      content,
      report,
      route: '/afdelingen-en-centra/cardiologie',
      locale: 'nl',
      siteName: 'Spaarne Gasthuis',
    });
  }

  it('kinds that fetch nothing get null data, in the order of the page', async () => {
    const blocks = await load([{ kind: 'text', id: 't1', value: { title: null, html: '<p>x</p>' } } as ContentBlock]);
    expect(blocks).toEqual([{ kind: 'text', id: 't1', value: { title: null, html: '<p>x</p>' }, data: null }]);
  });

  it('a failed call is reported with the page and the block; the block gets nothing to show', async () => {
    const [block] = await load([
      {
        kind: 'specialist',
        id: 's1',
        value: { title: 'Specialisten', department: 'Down', subdepartment: null, centrum: null, subcentra: null },
      } as ContentBlock,
    ]);
    expect(block?.data).toEqual({ people: [], allHref: null });
    // The client reports the call that failed for good (which fails a build), the block data what the page does without
    // it.
    expect(report.problems()).toEqual([
      {
        kind: 'call failed',
        message: expect.stringMatching(
          /^GET pages\/specialists\/random\?.*department=Down.* failed after 1 attempt\(s\) \(answered 500\)/,
        ) as unknown,
      },
      {
        kind: 'block data',
        message: '/afdelingen-en-centra/cardiologie: specialist block s1: specialists could not be loaded (500)',
      },
    ]);
  });

  it('specialists: five shown with their pages; a sixth means more, so a link to the overview filtered by the same title', async () => {
    const [block] = await load([
      {
        kind: 'specialist',
        id: 's2',
        value: { title: null, department: null, subdepartment: 'Hartfalen', centrum: null, subcentra: null },
      } as ContentBlock,
    ]);
    expect(block?.data).toEqual({
      people: Array.from({ length: 5 }, (_, index) => ({
        title: `Dr. ${index}`,
        role: 'Cardioloog',
        href: `/specialisten/dr-${index}`,
        image: null,
      })),
      allHref: '/specialisten?filter=Hartfalen',
    });
  });

  it('news teasers: fewer news items than asked are shown and the difference reported', async () => {
    const [block] = await load([{ kind: 'newsTeaser', id: 'n1', value: { title: null, slugs: ['a', 'b'] } }]);
    expect(block?.data).toEqual([{ title: 'A', href: '/nieuws/a', date: '2026-01-01T00:00:00Z' }]);
    expect(report.problems()[0]).toMatchObject({ kind: 'news teaser count' });
    expect(report.problems()[0]?.message).toContain('missing: b');
  });

  it('phone numbers: null when numbers and descriptions do not pair up, paired otherwise', async () => {
    const [mismatch] = await load([
      {
        kind: 'phoneLookup',
        id: 'p1',
        value: { title: null, phoneNumberIds: [1, 2], descriptions: ['Poli', 'Spoed'] },
      },
    ]);
    expect(mismatch?.data).toBeNull();
    expect(report.problems()[0]).toMatchObject({ kind: 'phone numbers mismatch' });
    const [paired] = await load([
      { kind: 'phoneLookup', id: 'p2', value: { title: null, phoneNumberIds: [1], descriptions: ['Poli'] } },
    ]);
    expect(paired?.data).toEqual([{ description: 'Poli', phoneNumber: '023 224 0000', href: 'tel:0232240000' }]);
  });

  it('waiting times become the table of the block; related content an (empty) list', async () => {
    const [waiting, related] = await load([
      {
        kind: 'waitingTimes',
        id: 'w1',
        value: {
          title: null,
          forPage: 'department',
          pageTitle: 'Cardiologie',
          prefix: null,
          suffix: null,
          emergencyAppointmentTextGeneral: null,
          emergencyAppointmentTextDepartment: null,
        },
      },
      { kind: 'relatedContent', id: 'r1', value: { title: null, source: 'department', values: ['Cardiologie'] } },
    ]);
    expect(waiting?.data).toEqual({
      measuredOn: '2026-11-10',
      columns: ['Hoofddorp'],
      rows: [{ title: 'Cardiologie', cells: [{ kind: 'days', days: 12, unit: 'days' }] }],
    });
    expect(related?.data).toEqual([]);
    expect(report.problems()).toEqual([]);
  });

  it('locations: their page, the address of their own page (none when it does not load), a maps search with the hospital name', async () => {
    const [block] = await load([
      { kind: 'location', id: 'l1', value: { title: null, forPage: 'department', slug: 'cardiologie' } },
    ]);
    expect(block?.data).toEqual([
      {
        title: 'Hoofddorp',
        href: '/contact/hoofddorp',
        address: 'Spaarnepoort 1',
        mapsHref: mapsSearchUrl({
          address: 'Spaarnepoort 1',
          locationTitle: 'Hoofddorp',
          hospitalName: 'Spaarne Gasthuis',
        }),
        clinics: [],
      },
      {
        title: 'Heemstede',
        href: '/contact/heemstede',
        address: null,
        mapsHref: mapsSearchUrl({ address: null, locationTitle: 'Heemstede', hospitalName: 'Spaarne Gasthuis' }),
        clinics: [],
      },
    ]);
  });

  it("a location's clinics: kind, title, phone numbers (label from the CMS, else none), times and route", async () => {
    stubClinics = [
      {
        Kind: 'Polikliniek',
        Title: 'Cardiologie',
        PhoneNumber: [{ PhoneNumber: '(023) 224 1000', Description: null, Title: null }],
        OpeningTime: 'Ma-vr 8-17',
        VisitTime: null,
        Route: 'Route 12',
      },
    ];
    const [block] = await load([
      { kind: 'locationExpandable', id: 'l2', value: { title: null, forPage: 'department', slug: 'cardiologie' } },
    ]);
    const [first] = block?.kind === 'locationExpandable' ? block.data : [];
    expect(first?.clinics).toEqual([
      {
        kind: 'Polikliniek',
        title: 'Cardiologie',
        phones: [{ label: null, number: '(023) 224 1000', href: 'tel:0232241000' }],
        openingTimes: 'Ma-vr 8-17',
        visitingTimes: null,
        route: 'Route 12',
      },
    ]);
  });
});
