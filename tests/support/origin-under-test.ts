/**
 * An origin with its own releases folder and API cache in a scratch folder, fed by the embedded CMS
 * (a small dataset), its first release live: the start the publish-loop integration tests share.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Environment } from '#src/lib/build/config.ts';
import { originSettled, startPublishHarness, type PublishHarness } from '../../scripts/bench/publish-harness.ts';

/** A scale 0.05 build takes well under a minute; a shared machine can take minutes. */
export const BUILD_MS = 4 * 60 * 1000;

export type OriginUnderTest = {
  harness: PublishHarness;
  /** The scratch folder: releases/ and api-cache/. */
  work: string;
  /** The origin's log lines so far. */
  log: string[];
  /** Waits for the builds, stops the origin and the CMS, removes the scratch folder. */
  stop(): Promise<void>;
};

export async function startOriginUnderTest(
  name: string,
  options: { env?: Environment; accessibilityChecks?: boolean; callback?: boolean } = {},
): Promise<OriginUnderTest> {
  // The origin serves its releases in this process: their server entries must not start servers of their own.
  process.env['ASTRO_NODE_AUTOSTART'] = 'disabled';
  const work = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const log: string[] = [];
  const harness = await startPublishHarness({
    scale: 0.05,
    releasesDir: path.join(work, 'releases'),
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      CONTENT_API_CACHE_DIR: path.join(work, 'api-cache'),
      CONTENT_API_CACHE_NAMESPACE: name,
      ...options.env,
    },
    log: (line) => log.push(line),
    ...(options.accessibilityChecks === undefined ? {} : { accessibilityChecks: options.accessibilityChecks }),
    ...(options.callback === undefined ? {} : { callback: options.callback }),
  });
  const stop = async (): Promise<void> => {
    await harness.origin.queue.idle();
    await harness.stop();
    await rm(work, { recursive: true, force: true });
  };
  const first = await originSettled(harness.origin, BUILD_MS).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  if (!first.live) {
    await stop();
    throw new Error(`the first release did not go live:\n${log.join('\n')}`);
  }
  return { harness, work, log, stop };
}
