import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readIncrementalReport,
  withBuildSeconds,
  writeIncrementalReport,
  type IncrementalReport,
} from '../../../../scripts/build/incremental-report.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'incremental-report-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const report: IncrementalReport = {
  mode: 'incremental',
  reason: 'built on the live release',
  rendered: ['over-ons/index.html'],
  shared: 12,
  removed: [],
  changedCalls: 1,
  seconds: 0.4,
};

describe("a build's incremental.json", () => {
  it('reads back as written, with the whole build time once the build is done', async () => {
    const file = path.join(dir, 'incremental.json');
    await writeIncrementalReport(file, report);
    expect(await readIncrementalReport(file)).toEqual(report);
    await withBuildSeconds(file, 8_449);
    expect(await readIncrementalReport(file)).toEqual({ ...report, seconds: 8.4 });
  });

  it('none written: null, and no build time is added', async () => {
    const file = path.join(dir, 'incremental.json');
    expect(await readIncrementalReport(file)).toBeNull();
    await withBuildSeconds(file, 1_000);
    expect(await readIncrementalReport(file)).toBeNull();
  });

  it('one that does not read as a report is an error naming the file; one that does not fit is not written', async () => {
    const file = path.join(dir, 'incremental.json');
    await writeFile(file, '{"mode":"partly"');
    await expect(readIncrementalReport(file)).rejects.toThrow(`${file} is not JSON`);
    await writeFile(file, JSON.stringify({ ...report, mode: 'partly' }));
    await expect(readIncrementalReport(file)).rejects.toThrow(`${file} is not a build's incremental report`);
    const wrong = { ...report, shared: 'many' } as unknown as IncrementalReport;
    await expect(writeIncrementalReport(path.join(dir, 'other.json'), wrong)).rejects.toThrow();
  });
});
