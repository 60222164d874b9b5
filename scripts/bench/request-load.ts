/**
 * A steady load of visitors' requests against a server, for the publish benchmark and the swap
 * test: `concurrency` loops each fetch the next address of the list, over and over, until stopped.
 * A request fails when it does not answer, or answers a status other than the one expected (200
 * unless the address says otherwise).
 */
export type LoadTarget = { url: string; status?: number };

export type LoadResult = { requests: number; failed: number; failures: string[] };

export type RunningLoad = { stop(): Promise<LoadResult> };

const KEEP_FAILURES = 20;

export function startLoad(targets: readonly LoadTarget[], concurrency = 8): RunningLoad {
  if (targets.length === 0) throw new Error('a load needs at least one address');
  let stopped = false;
  let next = 0;
  const result: LoadResult = { requests: 0, failed: 0, failures: [] };
  const fail = (target: LoadTarget, why: string): void => {
    result.failed += 1;
    if (result.failures.length < KEEP_FAILURES) result.failures.push(`${target.url}: ${why}`);
  };

  async function loop(): Promise<void> {
    while (!stopped) {
      const target = targets[next % targets.length] as LoadTarget;
      next += 1;
      result.requests += 1;
      try {
        const answer = await fetch(target.url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
        await answer.arrayBuffer();
        if (answer.status !== (target.status ?? 200)) fail(target, `answered ${answer.status}`);
      } catch (error) {
        fail(target, error instanceof Error ? error.message : String(error));
      }
    }
  }

  const loops = Array.from({ length: concurrency }, () => loop());
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return result;
    },
  };
}
