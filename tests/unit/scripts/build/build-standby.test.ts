import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  askedClock,
  changedRouteArguments,
  CodeChangedWhileWaiting,
  loadPlannedBuild,
  MalformedBuildArguments,
  parseBuildArguments,
  parseChangedRoutes,
  waitForBuildArguments,
} from '../../../../scripts/build/build-standby.ts';
import { siteCodeHash } from '../../../../scripts/build/code-fingerprint.ts';

describe("a waiting build process's arguments", () => {
  it('are one line of JSON: an array of strings', () => {
    expect(parseBuildArguments('["--out-dir","/releases/r1","--changed-route=/over-ons"]')).toEqual([
      '--out-dir',
      '/releases/r1',
      '--changed-route=/over-ons',
    ]);
    expect(parseBuildArguments('[]')).toEqual([]);
  });

  it('refuses a line that is not JSON, or not an array of strings, saying what it takes', () => {
    expect(() => parseBuildArguments('--out-dir /releases/r1')).toThrow(/one line of JSON, not "--out-dir/);
    expect(() => parseBuildArguments('{"argv":["--out-dir"]}')).toThrow(/a JSON array of strings/);
    expect(() => parseBuildArguments('["--scale", 2]')).toThrow(/a JSON array of strings/);
  });
});

describe('the routes a build prepared ahead is asked with', () => {
  it('are the --changed-route arguments of one JSON line, and nothing else', () => {
    expect(parseChangedRoutes('["--changed-route=/over-ons","--changed-route=/contact"]')).toEqual([
      '/over-ons',
      '/contact',
    ]);
    expect(parseChangedRoutes('[]')).toEqual([]);
    expect(() => parseChangedRoutes('["--changed-route=/over-ons","--out-dir","/releases/r9"]')).toThrow(
      MalformedBuildArguments,
    );
    expect(() => parseChangedRoutes('--changed-route=/over-ons')).toThrow(/one line of JSON/);
  });

  it('are read back from the arguments the origin sends for them', () => {
    const routes = ['/over-ons', '/en/contact', '/zoeken?query=a=b'];
    expect(changedRouteArguments(routes)).toEqual([
      '--changed-route=/over-ons',
      '--changed-route=/en/contact',
      '--changed-route=/zoeken?query=a=b',
    ]);
    expect(parseChangedRoutes(JSON.stringify(changedRouteArguments(routes)))).toEqual(routes);
  });
});

describe('when a build was asked for', () => {
  it("is the process's start, a waiting process's ask, or a prepared one's once it is asked", async () => {
    expect(askedClock(undefined)()).toBe(0);
    expect(askedClock({ loadedCode: 'code', askedAtMs: 1234 })()).toBe(1234);
    const asked = Promise.withResolvers<{ line: string | null; atMs: number }>();
    const clock = askedClock({ loadedCode: 'code', asked: asked.promise });
    expect(clock()).toBe(0);
    asked.resolve({ line: '[]', atMs: 5678 });
    await asked.promise;
    expect(clock()).toBe(5678);
  });
});

describe('a waiting build process', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'build-standby-'));
    await mkdir(path.join(root, 'src'));
    await writeFile(path.join(root, 'src', 'page.ts'), 'export const title = "Over ons";\n');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('loads its code first, then builds with the line it is sent, knowing which code it loaded and when it was asked', async () => {
    const input = new PassThrough();
    const steps: string[] = [];
    const told = Promise.withResolvers<void>();
    const waiting = waitForBuildArguments(root, input, {
      load: async () => {
        steps.push('code loaded');
      },
      loaded: async () => {
        steps.push('origin told');
        told.resolve();
      },
    });
    // Told before it is sent anything.
    await told.promise;
    expect(steps).toEqual(['code loaded', 'origin told']);
    const sent = performance.now();
    input.end('["--out-dir","/releases/r2"]\n');
    const asked = await waiting;
    expect(asked?.argv).toEqual(['--out-dir', '/releases/r2']);
    expect(asked?.waited.loadedCode).toBe(await siteCodeHash(root));
    expect(asked?.waited.askedAtMs).toBeGreaterThanOrEqual(sent);
    expect(input.destroyed).toBe(true);
  });

  it('counts a build asked while its code still loaded from when it was asked', async () => {
    const input = new PassThrough();
    let loadedAt = 0;
    let sentAt = 0;
    const asked = await waitForBuildArguments(root, input, {
      load: async () => {
        sentAt = performance.now();
        input.end('["--out-dir","/releases/r3"]\n');
        await new Promise((resolve) => setTimeout(resolve, 30));
        loadedAt = performance.now();
      },
      loaded: async () => {},
    });
    expect(asked?.argv).toEqual(['--out-dir', '/releases/r3']);
    expect(asked?.waited.askedAtMs).toBeGreaterThanOrEqual(sentAt);
    expect(asked?.waited.askedAtMs).toBeLessThan(loadedAt);
  });

  it('builds nothing when its input ends without a line (the origin stopped)', async () => {
    const input = new PassThrough();
    const waiting = waitForBuildArguments(root, input, { load: async () => {}, loaded: async () => {} });
    input.end();
    expect(await waiting).toBeNull();
  });

  it("refuses to build when the site's code changed while it was loaded", async () => {
    const input = new PassThrough();
    let told = false;
    const waiting = waitForBuildArguments(root, input, {
      load: async () => {
        await writeFile(path.join(root, 'src', 'page.ts'), 'export const title = "Over het ziekenhuis";\n');
      },
      loaded: async () => {
        told = true;
      },
    });
    await expect(waiting).rejects.toBeInstanceOf(CodeChangedWhileWaiting);
    expect(told).toBe(false);
  });

  it('prepared ahead: loads its code, then reads the line it is sent whenever it comes, with when it came', async () => {
    const input = new PassThrough();
    const planned = await loadPlannedBuild(root, input, async () => {});
    expect(planned.loadedCode).toBe(await siteCodeHash(root));
    const sent = performance.now();
    input.end('["--changed-route=/over-ons"]\n');
    const asked = await planned.asked;
    expect(asked.line).toBe('["--changed-route=/over-ons"]');
    expect(asked.atMs).toBeGreaterThanOrEqual(sent);
    const ended = new PassThrough();
    const unasked = await loadPlannedBuild(root, ended, async () => {});
    ended.end();
    expect((await unasked.asked).line).toBeNull();
  });

  it('prepared ahead: refuses to go on when the code changed while it was loaded', async () => {
    await expect(
      loadPlannedBuild(root, new PassThrough(), async () => {
        await writeFile(path.join(root, 'src', 'page.ts'), 'export const title = "Over het ziekenhuis";\n');
      }),
    ).rejects.toBeInstanceOf(CodeChangedWhileWaiting);
  });
});
