import { describe, expect, it } from 'vitest';
import { MAX_NAMED_PATHS, releaseEvent } from '../../../../scripts/origin/publish-callback.ts';

const AT = new Date('2026-11-26T10:00:30.000Z');
const publications = [
  { delivery: 'msg_1', route: '/a', modified: '2026-11-26T10:00:00.000Z' },
  { delivery: 'msg_2', route: null, modified: null },
];

describe('the release event', () => {
  it('release.live names the release, the deliveries, the published pages, the changed paths and those not yet updated', () => {
    expect(
      releaseEvent(
        {
          kind: 'live',
          release: 'r2',
          liveSince: '2026-11-26T10:00:29.000Z',
          changedPaths: ['/a', '/b'],
          notYetUpdated: [],
        },
        publications,
        AT,
      ),
    ).toEqual({
      type: 'release.live',
      timestamp: '2026-11-26T10:00:30.000Z',
      data: {
        release: 'r2',
        deliveries: ['msg_1', 'msg_2'],
        published: [{ route: '/a', modified: '2026-11-26T10:00:00.000Z' }],
        liveSince: '2026-11-26T10:00:29.000Z',
        notYetUpdated: [],
        changedCount: 2,
        changedPaths: ['/a', '/b'],
      },
    });
  });

  it('names at most a bounded number of changed paths, and counts them all', () => {
    const many = Array.from({ length: MAX_NAMED_PATHS + 5 }, (_, index) => `/p${index}`);
    const event = releaseEvent(
      { kind: 'live', release: 'r2', liveSince: 't', changedPaths: many, notYetUpdated: ['/a'] },
      publications,
      AT,
    );
    expect(event.data.changedPaths).toHaveLength(MAX_NAMED_PATHS);
    expect(event.data.changedCount).toBe(MAX_NAMED_PATHS + 5);
    expect(event.data.notYetUpdated).toEqual(['/a']);
  });

  it('release.failed carries the reason', () => {
    expect(releaseEvent({ kind: 'failed', release: 'r3', reason: 'the build failed' }, publications, AT)).toEqual({
      type: 'release.failed',
      timestamp: '2026-11-26T10:00:30.000Z',
      data: {
        release: 'r3',
        deliveries: ['msg_1', 'msg_2'],
        published: [{ route: '/a', modified: '2026-11-26T10:00:00.000Z' }],
        reason: 'the build failed',
      },
    });
  });
});
