import { describe, expect, it } from 'vitest';
import { pagesNotYetUpdated, readYourWritePause } from '../../../../scripts/origin/read-your-write.ts';
import type { PageVersions } from '../../../../scripts/origin/page-versions.ts';

const built = (modified: string | null): PageVersions => ({
  '/a': { fingerprint: 'x', modified, release: 'r1', since: 't' },
});

describe('pages not yet updated', () => {
  const published = [{ delivery: 'msg_1', route: '/a/', modified: '2026-11-26T10:00:00.000Z' }];

  it('names a page built with an older version than the one published, or without one', () => {
    expect(pagesNotYetUpdated(published, built('2026-11-26T09:00:00.000Z'))).toEqual(['/a']);
    expect(pagesNotYetUpdated(published, built(null))).toEqual(['/a']);
    expect(pagesNotYetUpdated(published, {})).toEqual(['/a']);
  });

  it('passes a page built with the published version or a later one', () => {
    expect(pagesNotYetUpdated(published, built('2026-11-26T10:00:00.000Z'))).toEqual([]);
    expect(pagesNotYetUpdated(published, built('2026-11-26T11:00:00.000Z'))).toEqual([]);
  });

  it('cannot check a publication that names no page or version', () => {
    expect(
      pagesNotYetUpdated(
        [
          { delivery: 'msg_1', route: null, modified: '2026-11-26T10:00:00.000Z' },
          { delivery: 'msg_2', route: '/a', modified: null },
        ],
        {},
      ),
    ).toEqual([]);
  });
});

describe('building again while a published page is not yet updated', () => {
  const schedule = { firstPauseMs: 2000, longestPauseMs: 30_000, patienceMs: 120_000 };

  it('pauses double from the first up to the longest', () => {
    expect([0, 1, 2, 3, 4, 5].map((attempt) => readYourWritePause(schedule, attempt, 0))).toEqual([
      2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('keeps trying for the patience, however fast the builds are, and not past it', () => {
    // Builds of 1 s: more attempts than with builds of 10 s, over the same time.
    const attemptsWith = (buildMs: number) => {
      let elapsed = buildMs;
      let attempts = 0;
      for (let pause = readYourWritePause(schedule, 0, elapsed); pause !== null;) {
        attempts += 1;
        elapsed += pause + buildMs;
        pause = readYourWritePause(schedule, attempts, elapsed);
      }
      return { attempts, elapsed };
    };
    const fast = attemptsWith(1000);
    const slow = attemptsWith(10_000);
    expect(fast.attempts).toBeGreaterThan(slow.attempts);
    for (const run of [fast, slow]) {
      expect(run.elapsed).toBeGreaterThan(schedule.patienceMs - schedule.longestPauseMs - 10_000);
      expect(run.elapsed).toBeLessThanOrEqual(schedule.patienceMs + 10_000);
    }
    expect(readYourWritePause(schedule, 0, 119_000)).toBeNull();
  });
});
