import { describe, expect, it } from 'vitest';
import { fullBuildCheckRecord } from '../../../../scripts/origin/full-build-check.ts';
import type { ReleaseOutcome } from '../../../../scripts/origin/release-build.ts';

const checked = { id: '20261126T081500Z-aaaa', dir: '/releases/20261126T081500Z-aaaa' };
const full = { id: '20261126T081600Z-bbbb', dir: '/releases/20261126T081600Z-bbbb' };
const at = new Date('2026-11-26T08:17:00Z');

describe('the record of a full build check', () => {
  it('says the release is the same as a full build, with how many files were compared', () => {
    expect(
      fullBuildCheckRecord(checked, { kind: 'same', release: full, verified: checked, files: 812, seconds: 21.4 }, at),
    ).toEqual({
      release: checked.id,
      checkedAt: '2026-11-26T08:17:00.000Z',
      result: 'same',
      seconds: 21.4,
      files: 812,
      replacedBy: null,
      differ: [],
      onlyIncremental: [],
      onlyFull: [],
      counts: { differ: 0, onlyIncremental: 0, onlyFull: 0 },
      reasons: [],
    });
  });

  it('names the full build that went live instead and what differed', () => {
    const outcome: ReleaseOutcome = {
      kind: 'live',
      release: full,
      pages: 120,
      seconds: 30,
      removedPages: [],
      liveSince: at.toISOString(),
      versions: {},
      changedPaths: ['/over-ons'],
      build: {
        mode: 'full',
        reason: 'asked for a full build',
        rendered: [],
        shared: 0,
        removed: [],
        changedCalls: 0,
        seconds: 28,
      },
      differences: {
        differ: ['over-ons/index.html'],
        onlyIncremental: [],
        onlyFull: ['nieuw/index.html'],
        counts: { differ: 1, onlyIncremental: 0, onlyFull: 1 },
      },
    };
    expect(fullBuildCheckRecord(checked, outcome, at)).toMatchObject({
      result: 'differs',
      replacedBy: full.id,
      differ: ['over-ons/index.html'],
      onlyFull: ['nieuw/index.html'],
    });
  });

  it('keeps why a full build could not be made', () => {
    const outcome: ReleaseOutcome = {
      kind: 'failed',
      release: full,
      keptAt: '/releases/failed/x',
      reasons: ['the build failed'],
      seconds: 3,
      differences: null,
    };
    expect(fullBuildCheckRecord(checked, outcome, at)).toMatchObject({
      result: 'failed',
      reasons: ['the build failed'],
      replacedBy: null,
      differ: [],
    });
  });

  it('a full build that differed and then failed its checks: what differed, and why it did not go live', () => {
    const outcome: ReleaseOutcome = {
      kind: 'failed',
      release: full,
      keptAt: '/releases/failed/x',
      reasons: ['the link check failed (1): /over-ons -> /weg'],
      seconds: 31,
      differences: {
        differ: ['over-ons/index.html'],
        onlyIncremental: ['weg/index.html'],
        onlyFull: [],
        counts: { differ: 1, onlyIncremental: 1, onlyFull: 0 },
      },
    };
    expect(fullBuildCheckRecord(checked, outcome, at)).toMatchObject({
      result: 'failed',
      replacedBy: null,
      reasons: ['the link check failed (1): /over-ons -> /weg'],
      differ: ['over-ons/index.html'],
      onlyIncremental: ['weg/index.html'],
      counts: { differ: 1, onlyIncremental: 1, onlyFull: 0 },
    });
  });
});
