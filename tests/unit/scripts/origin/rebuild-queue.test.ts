import { describe, expect, it } from 'vitest';
import { createRebuildQueue } from '../../../../scripts/origin/rebuild-queue.ts';

/** A build that finishes when the test says so. */
function controlledBuilds() {
  const runs: Array<{ reasons: readonly string[]; finish: () => void }> = [];
  const build = (reasons: readonly string[]) => new Promise<void>((resolve) => runs.push({ reasons, finish: resolve }));
  return { runs, build };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the rebuild queue', () => {
  it('starts a build at once when none runs', () => {
    const { runs, build } = controlledBuilds();
    const queue = createRebuildQueue(build);
    expect(queue.request('publish 1')).toBe('started');
    expect(runs.map((run) => run.reasons)).toEqual([['publish 1']]);
    expect(queue.state()).toEqual({ running: true, pending: false, started: 1 });
  });

  it('coalesces a burst during a build into one more build that covers them all', async () => {
    const { runs, build } = controlledBuilds();
    const queue = createRebuildQueue(build);
    queue.request('publish 0');
    const answers = Array.from({ length: 100 }, (_, index) => queue.request(`publish ${index + 1}`));
    expect(answers[0]).toBe('queued');
    expect(new Set(answers.slice(1))).toEqual(new Set(['joined']));
    expect(queue.state()).toEqual({ running: true, pending: true, started: 1 });
    runs[0]?.finish();
    await tick();
    expect(runs).toHaveLength(2);
    expect(runs[1]?.reasons).toHaveLength(100);
    runs[1]?.finish();
    await queue.idle();
    expect(queue.state()).toEqual({ running: false, pending: false, started: 2 });
  });

  it('goes on after a build that fails, and reports the failure', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const queue = createRebuildQueue(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('the CMS is down');
      },
      (error) => errors.push(error),
    );
    queue.request('a');
    queue.request('b');
    await queue.idle();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
