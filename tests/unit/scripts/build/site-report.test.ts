import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentChecksLine,
  failedCallsError,
  readProblems,
  splitContentChecks,
} from '../../../../scripts/build/site-report.ts';

describe('the end-of-build summary', () => {
  it('fails the build naming every call that failed for good, once each', () => {
    const error = failedCallsError([
      {
        kind: 'stale answer',
        message:
          'GET footer failed after 11 attempt(s) (answered 503); answered from its last good copy, cached 2 h ago',
      },
      {
        kind: 'call failed',
        message: 'GET pages/news/griep failed after 11 attempt(s) (answered 502); no cached copy to fall back on',
      },
      {
        kind: 'call failed',
        message: 'GET pages/news/griep failed after 11 attempt(s) (answered 502); no cached copy to fall back on',
      },
      { kind: 'block skipped', message: '/over-ons: hologram block b1: unknown block kind' },
    ]);
    expect(error?.message).toMatch(/failed 1 call\(s\)/);
    expect(error?.message).toContain('GET pages/news/griep failed after 11 attempt(s)');
    expect(error?.message).not.toContain('footer');
  });

  it('lets a build without failed calls pass, stale answers and all', () => {
    expect(failedCallsError([{ kind: 'stale answer', message: 'GET footer ...' }])).toBeNull();
    expect(failedCallsError([])).toBeNull();
  });

  it('reads the problems file, a JSON line each; no file is no problems', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'problems-'));
    try {
      const file = path.join(dir, 'content-problems.jsonl');
      expect(await readProblems(file)).toEqual([]);
      await writeFile(
        file,
        `${JSON.stringify({ kind: 'call failed', message: 'GET x' })}\n${JSON.stringify({ kind: 'stale answer', message: 'GET y' })}\n`,
      );
      expect(await readProblems(file)).toEqual([
        { kind: 'call failed', message: 'GET x' },
        { kind: 'stale answer', message: 'GET y' },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('counts the content checks apart from the content problems, once per page and finding', () => {
    const vague = { kind: 'content check', message: '/a: vague link text: "klik hier" (/x)' };
    const { problems, findings } = splitContentChecks([
      vague,
      { kind: 'block skipped', message: '/a: hologram block 3: unknown block kind' },
      vague,
      { kind: 'content check', message: '/a: image without alt: /media/a.jpg' },
      { kind: 'content check', message: '/en/b: skipped heading level: h2 -> h4 "Aftercare"' },
    ]);
    expect(problems).toEqual([{ kind: 'block skipped', message: '/a: hologram block 3: unknown block kind' }]);
    expect(findings.map((finding) => `${finding.page} ${finding.kind}`)).toEqual([
      '/a vague link text',
      '/a image without alt',
      '/en/b skipped heading level',
    ]);
    expect(contentChecksLine(findings)).toBe('content checks: 3 findings on 2 pages');
  });
});
