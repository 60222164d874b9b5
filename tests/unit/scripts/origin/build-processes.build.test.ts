import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBuildProcesses, runBuild, type BuildProcesses } from '../../../../scripts/origin/build-processes.ts';
import { followChild } from '../../../../scripts/origin/script-process.ts';

/** A stand-in for scripts/build.ts that waits as a build process does and prints what it was asked. */
const FIXTURE = fileURLToPath(new URL('../../../support/standby-build-fixture.ts', import.meta.url));
const LIMIT = { timeoutMs: 20_000 };

type Printed = { argv: string[]; waited: boolean; label: string };
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
});
