import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createBuildProcesses,
  runBuild,
  type BuildProcesses,
  type NextPlan,
} from '../../../../scripts/origin/build-processes.ts';
import type { Release } from '../../../../scripts/origin/releases.ts';
import { followChild } from '../../../../scripts/origin/script-process.ts';

/** A stand-in for scripts/build.ts that waits as a build process does and prints what it was asked. */
const FIXTURE = fileURLToPath(new URL('../../../support/standby-build-fixture.ts', import.meta.url));
const LIMIT = { timeoutMs: 20_000 };

type Printed = { argv: string[]; waited: boolean; label: string; routes?: string[] };
const printed = (output: Buffer): Printed => JSON.parse(output.toString('utf8').trim()) as Printed;

describe("the origin's build processes", () => {
  let root: string;
  let ended: string;
  let builds: BuildProcesses;
  const envOf = (label: string, extra: Record<string, string> = {}) => ({
    PATH: process.env['PATH'],
    FIXTURE_ROOT: root,
    FIXTURE_ENDED_DIR: ended,
    FIXTURE_LABEL: label,
    ...extra,
  });
  const endedProcesses = async (count: number): Promise<string[]> => {
    for (let tries = 0; tries < 200; tries += 1) {
      const pids = await readdir(ended);
      if (pids.length >= count) return pids;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return readdir(ended);
  };
  /** Waits until a process that wrote its pid as it exited is gone, and so seen to have ended by the origin (which reaps it). */
  const reaped = async (pid: string): Promise<void> => {
    for (let tries = 0; tries < 200; tries += 1) {
      try {
        process.kill(Number(pid), 0);
      } catch {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`process ${pid} did not end`);
  };
  /** Waits until `discarded` holds `count` release folders. */
  const discardedCount = async (discarded: readonly string[], count: number): Promise<void> => {
    for (let tries = 0; tries < 200 && discarded.length < count; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
  };

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'build-processes-'));
    ended = path.join(root, 'ended');
    await mkdir(ended);
    await mkdir(path.join(root, 'src'));
    await writeFile(path.join(root, 'src', 'page.ts'), 'export const title = "Over ons";\n');
    builds = createBuildProcesses(FIXTURE);
  });
  afterEach(async () => {
    await builds.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('hands a build to the process that waited with its code loaded', async () => {
    builds.prepare(envOf('waiting'));
    await builds.ready();
    const started = builds.start(['--out-dir', '/releases/r1'], envOf('waiting'));
    expect(started.waited).toBe(true);
    const outcome = await followChild(started.child, LIMIT);
    expect(outcome.code).toBe(0);
    expect(printed(outcome.output)).toEqual({ argv: ['--out-dir', '/releases/r1'], waited: true, label: 'waiting' });
  });

  it('starts a new process for a build with another environment, and ends the one that waited', async () => {
    builds.prepare(envOf('before'));
    await builds.ready();
    const started = builds.start(['--out-dir', '/releases/r2'], envOf('after'));
    expect(started.waited).toBe(false);
    const outcome = await followChild(started.child, LIMIT);
    expect(printed(outcome.output)).toEqual({ argv: ['--out-dir', '/releases/r2'], waited: false, label: 'after' });
    expect(await endedProcesses(2)).toHaveLength(2);
  });

  it('starts a new process when the waiting one ended while it loaded', async () => {
    const env = envOf('fresh', { FIXTURE_EXIT_WHILE_LOADING: '1' });
    builds.prepare(env);
    await builds.ready();
    const started = builds.start(['--out-dir', '/releases/r3'], env);
    expect(started.waited).toBe(false);
    expect(printed((await followChild(started.child, LIMIT)).output).waited).toBe(false);
  });

  it('builds in a new process when the code changed on disk while the process waited', async () => {
    builds.prepare(envOf('changed'));
    await builds.ready();
    await writeFile(path.join(root, 'src', 'page.ts'), 'export const title = "Over het ziekenhuis";\n');
    const outcome = await runBuild(['--out-dir', '/releases/r4'], envOf('changed'), builds, LIMIT);
    expect(outcome.code).toBe(0);
    expect(printed(outcome.output)).toEqual({ argv: ['--out-dir', '/releases/r4'], waited: false, label: 'changed' });
    // The waiting process that found its code changed, and the new one.
    expect(await endedProcesses(2)).toHaveLength(2);
  });

  it('ends the waiting process on stop, and starts no other', async () => {
    builds.prepare(envOf('stopping'));
    await builds.ready();
    await builds.stop();
    expect(await readdir(ended)).toHaveLength(1);
    builds.prepare(envOf('stopping'));
    await builds.ready();
    const started = builds.start(['--out-dir', '/releases/r5'], envOf('stopping'));
    expect(started.waited).toBe(false);
    await followChild(started.child, LIMIT);
  });

  it('runs a build script in a new process when no build processes are given', async () => {
    const outcome = await runBuild(['--out-dir', '/releases/r6'], envOf('plain'), FIXTURE, LIMIT);
    expect(printed(outcome.output)).toEqual({ argv: ['--out-dir', '/releases/r6'], waited: false, label: 'plain' });
  });

  describe('prepared for the next build, on the live release', () => {
    /** A plan on `base`: release folders made under the test's root, and those removed noted. */
    const planOn = (base: string, discarded: string[]): NextPlan => {
      let made = 0;
      return {
        argsFor: (outDir) => ['--out-dir', outDir, '--incremental-from', base],
        create: async (): Promise<Release> => {
          made += 1;
          const dir = path.join(root, `release-${base.replace(/\W/g, '')}-${made}`);
          await mkdir(dir);
          return { id: path.basename(dir), dir };
        },
        discard: async (release) => {
          discarded.push(release.id);
          await rm(release.dir, { recursive: true, force: true });
        },
      };
    };

    it('bundles in a release folder of its own and is handed only the routes of the publish that fits it', async () => {
      const discarded: string[] = [];
      const plan = planOn('/releases/live', discarded);
      await builds.prepare(envOf('planned'), plan);
      await builds.ready();
      const release = builds.plannedRelease(envOf('planned'), plan.argsFor);
      expect(release).not.toBeNull();
      // Another base, or another environment, does not fit it.
      expect(builds.plannedRelease(envOf('planned'), planOn('/releases/other', discarded).argsFor)).toBeNull();
      expect(builds.plannedRelease(envOf('other'), plan.argsFor)).toBeNull();
      const args = [...plan.argsFor(release?.dir ?? ''), '--changed-route=/over-ons', '--changed-route=/contact'];
      const outcome = await runBuild(args, envOf('planned'), builds, LIMIT);
      expect(outcome.code).toBe(0);
      expect(printed(outcome.output)).toEqual({
        argv: plan.argsFor(release?.dir ?? ''),
        routes: ['/over-ons', '/contact'],
        waited: true,
        label: 'planned',
      });
      expect(discarded).toEqual([]);
    });

    it('waits on while a build it was not prepared for (a full build) runs in a new process', async () => {
      const discarded: string[] = [];
      const plan = planOn('/releases/live', discarded);
      await builds.prepare(envOf('planned'), plan);
      await builds.ready();
      const full = await runBuild(['--out-dir', path.join(root, 'full')], envOf('planned'), builds, LIMIT);
      expect(printed(full.output)).toMatchObject({ waited: false });
      const release = builds.plannedRelease(envOf('planned'), plan.argsFor);
      expect(release).not.toBeNull();
      const outcome = await runBuild(plan.argsFor(release?.dir ?? ''), envOf('planned'), builds, LIMIT);
      expect(printed(outcome.output)).toMatchObject({ waited: true, routes: [] });
    });

    it('is ended, and its release folder removed, when the next build is planned on another release, and on stop', async () => {
      const discarded: string[] = [];
      await builds.prepare(envOf('planned'), planOn('/releases/first', discarded));
      await builds.ready();
      await builds.prepare(envOf('planned'), planOn('/releases/second', discarded));
      await builds.ready();
      expect(await endedProcesses(1)).toHaveLength(1);
      await discardedCount(discarded, 1);
      expect(discarded).toEqual(['release-releasesfirst-1']);
      // The same plan again keeps the process that waits.
      await builds.prepare(envOf('planned'), planOn('/releases/second', discarded));
      expect(await readdir(ended)).toHaveLength(1);
      await builds.stop();
      expect(discarded).toEqual(['release-releasesfirst-1', 'release-releasessecond-1']);
      expect(await readdir(ended)).toHaveLength(2);
    });

    it('stays with the build that took its folder while the next one is prepared on another release', async () => {
      const discarded: string[] = [];
      const plan = planOn('/releases/live', discarded);
      await builds.prepare(envOf('planned'), plan);
      await builds.ready();
      const release = builds.plannedRelease(envOf('planned'), plan.argsFor);
      // Between the two, a verifying build that replaced the live release prepares the next build.
      await builds.prepare(envOf('planned'), planOn('/releases/replaced', discarded));
      const outcome = await runBuild(
        [...plan.argsFor(release?.dir ?? ''), '--changed-route=/over-ons'],
        envOf('planned'),
        builds,
        LIMIT,
      );
      expect(printed(outcome.output)).toMatchObject({ waited: true, routes: ['/over-ons'] });
      expect(discarded).toEqual([]);
    });

    it('builds in a new process in the folder it took when the prepared one ended after it was taken', async () => {
      const discarded: string[] = [];
      const env = envOf('planned', { FIXTURE_EXIT_AFTER_BUNDLING_MS: '1500' });
      const plan = planOn('/releases/live', discarded);
      await builds.prepare(env, plan);
      await builds.ready();
      const release = builds.plannedRelease(env, plan.argsFor);
      expect(release).not.toBeNull();
      const [pid] = await endedProcesses(1);
      await reaped(pid ?? '');
      const args = [...plan.argsFor(release?.dir ?? ''), '--changed-route=/over-ons'];
      const outcome = await runBuild(args, env, builds, LIMIT);
      expect(outcome.code).toBe(0);
      expect(printed(outcome.output)).toEqual({ argv: args, waited: false, label: 'planned' });
      expect(discarded).toEqual([]);
      await builds.stop();
      expect(discarded).toEqual([]);
    });

    it('removes the folder of one that ended by itself, untaken, when another build starts', async () => {
      const discarded: string[] = [];
      const env = envOf('planned', { FIXTURE_EXIT_AFTER_BUNDLING_MS: '1' });
      await builds.prepare(env, planOn('/releases/live', discarded));
      await builds.ready();
      const [pid] = await endedProcesses(1);
      await reaped(pid ?? '');
      expect(discarded).toEqual([]);
      const full = await runBuild(['--out-dir', path.join(root, 'full')], env, builds, LIMIT);
      expect(printed(full.output)).toMatchObject({ waited: false });
      await discardedCount(discarded, 1);
      expect(discarded).toEqual(['release-releaseslive-1']);
    });

    it('removes the folder of one that ended by itself once the next is prepared', async () => {
      const discarded: string[] = [];
      const env = envOf('ended', { FIXTURE_EXIT_WHILE_LOADING: '1' });
      const plan = planOn('/releases/live', discarded);
      await builds.prepare(env, plan);
      await builds.ready();
      expect(await endedProcesses(1)).toHaveLength(1);
      expect(builds.plannedRelease(env, plan.argsFor)).toBeNull();
      await builds.prepare(envOf('planned'), plan);
      await discardedCount(discarded, 1);
      expect(discarded).toEqual(['release-releaseslive-1']);
    });
  });
});
