/**
 * The overview loaders against the embedded content API, through a build context that crawls the
 * site (as the build does): each loads its data once and builds its model; a list the CMS cannot
 * deliver is reported and the overview is built without it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient, type ContentClient } from '#src/lib/api/content-client.ts';
import { ContentResponseError } from '#src/lib/api/errors.ts';
import { createBuildContext, type BuildContext } from '#src/lib/build/context.ts';
import { readConfig } from '#src/lib/build/config.ts';
import { createProblemReport, type ProblemReport } from '#src/lib/build/report.ts';
import {
  loadContactOverviewModel,
  loadDepartmentsOverviewModel,
  loadFoldersOverviewModel,
  loadFriendsHomeModel,
  loadNewsEventsOverviewModel,
  loadNotFoundPageModel,
  loadResearchOverviewModel,
  loadSearchPageModel,
  loadSpecialistsOverviewModel,
  loadWaitingTimesOverviewModel,
  loadWardsOverviewModel,
} from '#src/lib/models/load-overview.ts';
import { startTestApi, type TestApi } from '../../../support/content-api/helpers.ts';

/** A client whose calls to `failing` answer 500, as a CMS with one list down would. */
function withFailingCall(client: ContentClient, failing: string): ContentClient {
  const failed = { state: 'failed' as const, status: 500, error: new ContentResponseError(failing, 500) };
  return {
    ...client,
    get: (endpoint, schema) => (endpoint === failing ? Promise.resolve(failed) : client.get(endpoint, schema)),
    getList: (endpoint, schema, nameOf) =>
      endpoint === failing ? Promise.resolve(failed) : client.getList(endpoint, schema, nameOf),
  };
}

describe('overview models loaded through a crawling build context', () => {
  let api: TestApi;
  let dir: string;
  let ctx: BuildContext;
  let report: ProblemReport;

  function context(client: ContentClient, problems: ProblemReport): BuildContext {
    const config = {
      ...readConfig({ CONTENT_API_URL: api.url, SITE_URL: 'https://www.example.nl' }),
      redirectsFile: path.join(dir, 'no-redirects.json'),
      crawlReportFile: path.join(dir, 'site-report.json'),
    };
    return createBuildContext({ config, content: client, report: problems, pages: 'crawl' });
  }

  beforeAll(async () => {
    api = await startTestApi({ scale: 0.1, seed: 1, crisisBanner: true });
    dir = await mkdtemp(path.join(tmpdir(), 'overviews-'));
    report = createProblemReport({ log: () => {} });
    ctx = context(
      createContentClient({ baseUrl: api.url, retryIntervalMs: 5, cache: false, log: () => {}, onProblem: report.add }),
      report,
    );
    await ctx.siteGraph();
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('A to Z overviews: every department and centre, specialist, study and folder; entries link only to pages the site has', async () => {
    const graph = await ctx.siteGraph();
    const departments = await loadDepartmentsOverviewModel(ctx);
    expect(departments.entries.length).toBeGreaterThan(0);
    for (const entry of departments.entries)
      if (entry.href?.startsWith('/')) expect(graph?.nodes.has(entry.href)).toBe(true);
    const specialists = await loadSpecialistsOverviewModel(ctx);
    expect(specialists.data.s.length).toBeGreaterThan(0);
    const research = await loadResearchOverviewModel(ctx);
    expect(research.data.a.length + research.data.b.length).toBeGreaterThan(0);
    const folders = await loadFoldersOverviewModel(ctx);
    expect(folders.entries.length).toBeGreaterThan(0);
    expect(await loadSpecialistsOverviewModel(ctx)).toEqual(specialists);
  });

  it("wards, waiting times (with the CMS page's blocks), news pages, contact, friends, search and not found", async () => {
    const wards = await loadWardsOverviewModel(ctx, null);
    expect(wards.initial).not.toBeNull();
    const other = wards.locations[1];
    if (other) expect((await loadWardsOverviewModel(ctx, other.slug)).initial?.slug).toBe(other.slug);
    const waiting = await loadWaitingTimesOverviewModel(ctx);
    expect(waiting.data.groups.length).toBeGreaterThan(0);
    expect(waiting.head.alternates).toEqual({ nl: '/wachttijden' });
    const news = await loadNewsEventsOverviewModel(ctx, 'news', 1);
    expect(news.items.length).toBeGreaterThan(0);
    expect(news.items.length).toBeLessThanOrEqual(12);
    const contact = await loadContactOverviewModel(ctx);
    expect(contact.locations.length).toBeGreaterThan(0);
    const friends = await loadFriendsHomeModel(ctx);
    expect(friends.cards.length).toBeGreaterThan(0);
    expect((await loadSearchPageModel(ctx, 'en')).head.locale).toBe('en');
    expect((await loadNotFoundPageModel(ctx, 'nl')).head.noindex).toBe(true);
  });

  it('a list the CMS cannot deliver is reported and the overview is built without it', async () => {
    const problems = createProblemReport({ log: () => {} });
    const client = withFailingCall(
      createContentClient({ baseUrl: api.url, retryIntervalMs: 5, cache: false, log: () => {} }),
      'pages/friend-page',
    );
    const failing = context(client, problems);
    const friends = await loadFriendsHomeModel(failing);
    expect(friends.cards).toEqual([]);
    expect(problems.problems()).toContainEqual({
      kind: 'friends home',
      message: 'the friends pages could not be loaded (500); /vrienden shows no cards',
    });
  }, 120_000);
});
