import { describe, expect, it } from 'vitest';
import { askedPath, pageStatusAnswer } from '../../../../scripts/origin/page-status.ts';
import type { PageVersions } from '../../../../scripts/origin/page-versions.ts';

const versions: PageVersions = {
  '/patienten-en-bezoekers': {
    fingerprint: 'x',
    modified: '2026-11-26T09:59:00.000Z',
    release: 'r1',
    since: '2026-11-26T10:00:00.000Z',
  },
};

describe('the status of one page', () => {
  it('answers a live page with the release its content first went live in and since when', () => {
    expect(pageStatusAnswer('/patienten-en-bezoekers/', 'r2', versions)).toEqual({
      status: 200,
      body: {
        path: '/patienten-en-bezoekers',
        live: true,
        since: '2026-11-26T10:00:00.000Z',
        release: 'r1',
        liveRelease: 'r2',
        cmsVersion: '2026-11-26T09:59:00.000Z',
      },
    });
  });

  it('answers 404 with live false for a path the live release lacks, or when nothing is live', () => {
    expect(pageStatusAnswer('/bestaat-niet', 'r2', versions)).toMatchObject({
      status: 404,
      body: { path: '/bestaat-niet', live: false, liveRelease: 'r2' },
    });
    expect(pageStatusAnswer('/patienten-en-bezoekers', null, null)).toMatchObject({
      status: 404,
      body: { live: false, liveRelease: null },
    });
  });

  it('answers 400 for a path that is no site path', () => {
    for (const bad of ['', 'patienten', '//evil.example', '/a/../b', '/a\u0000', '/a?b', `/${'a'.repeat(2001)}`])
      expect(pageStatusAnswer(bad, 'r2', versions).status, bad).toBe(400);
  });

  it('takes the home page and drops a trailing slash', () => {
    expect(askedPath('/')).toBe('/');
    expect(askedPath('/en/')).toBe('/en');
  });
});
