/**
 * An incremental build asks every GET call the previous build recorded again (conditionally: the
 * disk cache has their ETags) on a thread of its own, while Astro sets up and bundles (a build
 * prepared ahead: once it is asked, its thread started before it bundled), instead of on the
 * rendering thread once the pages' paths are asked for. Each answer the CMS confirms ("not
 * modified") or gives anew is kept in the disk cache with the time it came; the build's content
 * client then takes every answer kept since this build began from disk without asking again
 * (`DiskCacheSettings.currentSince`), and still asks, with its retries, each call this thread could
 * not confirm. What the calls answer decides nothing here: the crawl and the incremental plan read
 * them as before (src/lib/build/incremental-plan.ts).
 *
 * The thread asks each call once, without retries and under a short time limit: a call it cannot
 * confirm is simply left to the build, which retries it and reports it as it always does. The pages
 * wait for the thread (`astro:build:ssr`), so no call is asked by both at once, for ASK_AGAIN_WAIT_MS
 * at most; the build ends it when it is over.
 */
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import type { ContentClientOptions } from '#src/lib/api/content-client.ts';

/** What the thread is given: the content client's settings (no functions), and the calls to ask. */
export type CallsToAsk = { client: ContentClientOptions; keys: string[] };
/** The message that has the thread begin asking. */
export const BEGIN_MESSAGE = 'begin';
/** What the thread answers: how many calls it asked and how many it could not confirm. */
export type CallsAsked = { asked: number; unconfirmed: number };

/** How long the thread gives one call (the build's own calls keep their full time limit and retries). */
export const ASK_AGAIN_TIMEOUT_MS = 10_000;

/** The GET calls of a dependency record's `calls` (request keys, `GET endpoint`): a POST is never asked "has this changed?". */
export function getCallsOf(recordedCalls: Record<string, unknown> | undefined): string[] {
  return Object.keys(recordedCalls ?? {}).filter((key) => key.startsWith('GET '));
}

/**
 * How long the pages wait for the thread at most (a scale-1 build's calls take about 1 s, scale 10's
 * about 10): a CMS that hangs would hold them for every call's time limit. Then the thread is ended,
 * and the pages ask what it did not confirm.
 */
export const ASK_AGAIN_WAIT_MS = 60_000;

export type CallsAskedAgain = {
  /** When the thread began (ms since the epoch): an answer kept since is current for this build. */
  since: number;
  /** Resolves when the thread is done (also when it failed or was ended: the build then asks the calls itself). */
  done: Promise<CallsAsked | { failed: string }>;
  /** Ends the thread if it still runs (the build is over, or waited long enough). */
  stop(): Promise<void>;
};

/** A thread started ahead (its code loaded, its disk cache open) that asks nothing until it is begun. */
export type CallsThread = {
  /** Begins asking (once); `since` is then. */
  begin(): CallsAskedAgain;
  /** Ends the thread, begun or not. */
  stop(): Promise<void>;
};

/**
 * Starts the thread that will ask `keys` again with a client of `client`'s settings once begun: a build
 * prepared ahead starts it before it bundles, and begins it when it is asked (loading the thread's
 * code is then off the publish's way). It does not keep the process alive: a build that fails before
 * its pages ends without waiting for it.
 */
export function callsThread(client: ContentClientOptions, keys: readonly string[]): CallsThread {
  const worker = new Worker(new URL('./calls-asked-again-worker.ts', import.meta.url), {
    workerData: {
      client: { ...client, maxRetries: 0, timeoutMs: ASK_AGAIN_TIMEOUT_MS },
      keys: [...keys],
    } satisfies CallsToAsk,
  });
  worker.unref();
  const done = new Promise<CallsAsked | { failed: string }>((resolve) => {
    worker.once('message', (asked: CallsAsked) => resolve(asked));
    worker.once('error', (error) => resolve({ failed: error.message }));
    worker.once('exit', (code) => resolve({ failed: `its thread ended (exit code ${code}) without an answer` }));
  });
  const stop = async () => {
    await worker.terminate();
  };
  let begun: CallsAskedAgain | undefined;
  return {
    begin() {
      if (begun) return begun;
      const since = Date.now();
      worker.postMessage(BEGIN_MESSAGE);
      begun = { since, done, stop };
      return begun;
    },
    stop,
  };
}

/**
 * The integration that holds the pages back until the thread is done, and says what it did. The thread
 * is begun before Astro starts, or once a build prepared ahead is asked (scripts/build/render-when-asked.ts,
 * whose `astro:build:ssr` runs before this one's).
 */
export function callsAskedAgain(begun: Promise<CallsAskedAgain>): AstroIntegration {
  return {
    name: 'hospital:calls-asked-again',
    hooks: {
      'astro:build:ssr': async ({ logger }) => {
        const calls = await begun;
        const waitFrom = performance.now();
        let timer: NodeJS.Timeout | undefined;
        const outcome = await Promise.race([
          calls.done,
          new Promise<{ failed: string }>((resolve) => {
            timer = setTimeout(
              () => resolve({ failed: `not done after ${ASK_AGAIN_WAIT_MS / 1000} s, so it was ended` }),
              ASK_AGAIN_WAIT_MS,
            );
          }),
        ]);
        clearTimeout(timer);
        if ('failed' in outcome) await calls.stop();
        const waited = ((performance.now() - waitFrom) / 1000).toFixed(1);
        const seconds = ((Date.now() - calls.since) / 1000).toFixed(1);
        if ('failed' in outcome)
          logger.warn(
            `the previous build's calls could not be asked again before the pages (${outcome.failed}); the pages ask them`,
          );
        else
          logger.info(
            `${outcome.asked} calls of the previous build asked again before the pages in ${seconds} s (the pages waited ${waited} s); ${outcome.unconfirmed} left to the pages`,
          );
      },
    },
  };
}
