import { describe, expect, it } from 'vitest';
import { pagesNotYetUpdated } from '../../../../scripts/origin/read-your-write.ts';
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
