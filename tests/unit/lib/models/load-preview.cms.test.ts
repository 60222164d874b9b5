/**
 * The preview loader: which outcome each answer of the preview call becomes, against the embedded
 * content API (its drafts and tokens) with a fetch in between that can answer for the CMS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '#src/lib/api/content-client.ts';
import { ContentResponseError } from '#src/lib/api/errors.ts';
import { createBuildContext, type BuildContext } from '#src/lib/build/context.ts';
import { readConfig } from '#src/lib/build/config.ts';
import { createProblemReport } from '#src/lib/build/report.ts';
import { isPreviewSlug, loadPreview, previewOutcome } from '#src/lib/models/load-preview.ts';
import { slugOf } from '#src/lib/routing/routes.ts';
import { AWKWARD_CASES, generateWorld } from '@ziekenhuis/content-api/generate/world';
import { previewTokenOf, startTestApi, type TestApi } from '@ziekenhuis/content-api/test-support';

const OPTIONS = { scale: 0.2, seed: 1, crisisBanner: true };

/** What the stand-in CMS answers for a preview call instead of the embedded API (null: let it answer). */
type PreviewStub = (url: URL) => Promise<Response> | null;

describe('the preview loader', () => {
  let api: TestApi;
  const world = generateWorld(OPTIONS);
  const draft = world.pages.find((entry) => !entry.published && entry.previewToken);
  const previewCalls: string[] = [];
  let stub: PreviewStub = () => null;

  function context(): BuildContext {
    const report = createProblemReport({ log: () => {} });
    const fetchThrough: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.includes('/sharepoint/preview/')) {
        previewCalls.push(url.pathname);
        const stubbed = stub(url);
        if (stubbed) return stubbed;
      }
      return fetch(input, init);
    };
    const content = createContentClient({
      baseUrl: api.url,
      maxRetries: 1,
      retryIntervalMs: 1,
      cache: false,
      fetch: fetchThrough,
      onProblem: report.add,
      log: () => {},
    });
    return createBuildContext({
      config: readConfig({ CONTENT_API_URL: api.url, SITE_URL: 'https://www.example.nl' }),
      content,
      report,
      pages: 'alone',
    });
  }

  beforeAll(async () => {
    api = await startTestApi(OPTIONS);
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
  });

  it('the dataset has a draft', () => {
    expect(draft).toBeDefined();
  });

  it('a valid token: the draft modelled like its published type, marked as a preview and not indexed', async () => {
    if (!draft) throw new Error('no draft');
    const slug = slugOf(draft.page);
    const result = await loadPreview(context(), slug, await previewTokenOf(api.url, slug));
    if (result.kind !== 'page') throw new Error(`no page: ${result.kind}`);
    expect(result.model.head).toMatchObject({ noindex: true, preview: true, locale: draft.page.Language.Code });
    if (result.model.pageType === 'home') throw new Error('a content page became a home page');
    expect(result.model.header.title).toBe(draft.page.HeaderTitle?.trim() || draft.page.Title);
  });

  it('a draft past its next review day says so on that day and after, not before', async () => {
    const houseRules = world.pages.find((entry) => entry.route === '/patienten-en-bezoekers/nieuwe-huisregels');
    const due = houseRules?.page.NextReviewDate;
    if (!houseRules || !due) throw new Error('the house-rules draft has no next review day');
    const slug = slugOf(houseRules.page);
    const headOn = async (now: string) => {
      const result = await loadPreview(context(), slug, await previewTokenOf(api.url, slug), new Date(now));
      if (result.kind !== 'page') throw new Error(`no page: ${result.kind}`);
      return result.model.head;
    };
    expect((await headOn(`${due}T12:00:00Z`)).reviewOverdueSince).toBeUndefined();
    expect((await headOn(`${due}T23:30:00Z`)).reviewOverdueSince).toBe(due);
    expect((await headOn('2030-01-01T12:00:00Z')).reviewOverdueSince).toBe(due);
  });

  it("the draft's content checks go with it to the preview banner", async () => {
    const slug = AWKWARD_CASES.contentChecksDraft.split('/').at(-1) ?? '';
    const result = await loadPreview(context(), slug, await previewTokenOf(api.url, slug));
    if (result.kind !== 'page') throw new Error(`no page: ${result.kind}`);
    expect(result.model.head.contentChecks?.map((finding) => finding.kind)).toEqual([
      'vague link text',
      'skipped heading level',
    ]);
    expect(result.model.head.contentChecks?.[0]?.detail).toBe('"Lees meer" (/ik-wil-op-bezoek-komen)');
  });

  it('a wrong token is unauthorized; an unknown slug is not found', async () => {
    if (!draft) throw new Error('no draft');
    expect(await loadPreview(context(), slugOf(draft.page), 'not-the-token')).toEqual({ kind: 'unauthorized' });
    expect(await loadPreview(context(), 'bestaat-echt-niet', 'some-token')).toEqual({ kind: 'notFound' });
  });

  it('an expired token is unauthorized', async () => {
    if (!draft) throw new Error('no draft');
    const slug = slugOf(draft.page);
    const token = await previewTokenOf(api.url, slug, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await loadPreview(context(), slug, token)).toEqual({ kind: 'unauthorized' });
  });

  it('no token, or an empty one, is unauthorized without asking the CMS', async () => {
    previewCalls.length = 0;
    expect(await loadPreview(context(), 'nieuwe-huisregels', null)).toEqual({ kind: 'unauthorized' });
    expect(await loadPreview(context(), 'nieuwe-huisregels', '  ')).toEqual({ kind: 'unauthorized' });
    expect(previewCalls).toEqual([]);
  });

  it('a slug of no sane shape is not found without asking the CMS', async () => {
    previewCalls.length = 0;
    for (const slug of [undefined, '', '..', 'a/b', '%2e%2e', 'a b', 'x.html', '-x', 'a'.repeat(201)]) {
      expect(await loadPreview(context(), slug, 'token')).toEqual({ kind: 'notFound' });
    }
    expect(previewCalls).toEqual([]);
  });

  it('the CMS refusing with 403 is unauthorized too; failing (5xx, not reachable, a broken answer) is unavailable', async () => {
    const answers: Record<string, () => Promise<Response>> = {
      forbidden: async () => new Response('{}', { status: 403 }),
      'server-error': async () => new Response('{}', { status: 503 }),
      unreachable: async () => Promise.reject(new TypeError('fetch failed')),
      broken: async () =>
        new Response('{"Title": 5}', { status: 200, headers: { 'content-type': 'application/json' } }),
    };
    stub = (url) => answers[url.pathname.split('/').at(-1) ?? '']?.() ?? null;
    try {
      expect(await loadPreview(context(), 'forbidden', 't')).toEqual({ kind: 'unauthorized' });
      for (const slug of ['server-error', 'unreachable', 'broken'])
        expect(await loadPreview(context(), slug, 't')).toEqual({ kind: 'unavailable' });
    } finally {
      stub = () => null;
    }
  });

  it('a home page draft is modelled as a home page', async () => {
    stub = (url) => (url.pathname.endsWith('/home-draft') ? fetch(`${api.url}/api/v1/pages/homepage/en`) : null);
    try {
      const result = await loadPreview(context(), 'home-draft', 't');
      if (result.kind !== 'page') throw new Error(`no page: ${result.kind}`);
      expect(result.model.pageType).toBe('home');
      expect(result.model.head).toMatchObject({ locale: 'en', noindex: true, preview: true });
    } finally {
      stub = () => null;
    }
  });
});

describe('preview slugs and outcomes', () => {
  it('slugs: letters and digits joined by single hyphens or underscores, at most 200 characters', () => {
    for (const slug of [
      'nieuwe-huisregels',
      'concept-thuis-herstellen-na-een-operatie',
      'café-de-zon',
      'covid_19',
      'a'.repeat(200),
    ])
      expect(isPreviewSlug(slug)).toBe(true);
    for (const slug of [undefined, '', 'a--b', 'a/b', 'a.b', ' a', 'a?token=x'])
      expect(isPreviewSlug(slug)).toBe(false);
  });

  it('the preview call: 401 and 403 are unauthorized, 404 not found, every other failure unavailable', () => {
    const failed = (status: number) => ({
      state: 'failed' as const,
      status,
      error: new ContentResponseError('x', status),
    });
    expect(previewOutcome({ state: 'unauthorized', status: 403, error: new ContentResponseError('x', 403) })).toEqual({
      kind: 'unauthorized',
    });
    expect(previewOutcome(failed(401))).toEqual({ kind: 'unauthorized' });
    expect(previewOutcome(failed(404))).toEqual({ kind: 'notFound' });
    for (const status of [400, 410, 500, 502, 503])
      expect(previewOutcome(failed(status))).toEqual({ kind: 'unavailable' });
  });
});
