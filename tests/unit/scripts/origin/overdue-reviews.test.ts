import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseCrawlReport, releaseReviews } from '../../../../scripts/origin/overdue-reviews.ts';

describe("the publish status's overdue reviews", () => {
  let release: string;
  beforeEach(async () => {
    release = await mkdtemp(path.join(tmpdir(), 'release-'));
  });
  afterEach(async () => {
    await rm(release, { recursive: true, force: true });
  });

  it("counts the live release's pages past their next review day on the day asked, per department", async () => {
    await mkdir(path.dirname(releaseCrawlReport(release)), { recursive: true });
    await writeFile(
      releaseCrawlReport(release),
      JSON.stringify({
        pages: 3,
        deadLinks: [],
        routes: ['/a', '/b', '/c'],
        unloaded: [],
        durationMs: 10,
        reviews: [
          { route: '/a', department: 'Cardiologie', nextReview: '2026-11-01' },
          { route: '/b', department: 'Cardiologie', nextReview: '2026-12-01' },
          { route: '/c', department: null, nextReview: '2026-10-01' },
        ],
      }),
    );
    expect(await releaseReviews(release, new Date('2026-11-26T05:00:00Z'))).toEqual({
      day: '2026-11-26',
      reviewed: 3,
      pages: 2,
      byDepartment: [
        { department: 'Cardiologie', pages: 1 },
        { department: null, pages: 1 },
      ],
    });
    expect((await releaseReviews(release, new Date('2026-12-02T05:00:00Z')))?.pages).toBe(3);
  });

  it('says nothing of a release whose build left no crawl report', async () => {
    expect(await releaseReviews(release, new Date())).toBeNull();
  });
});
