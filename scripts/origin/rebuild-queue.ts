/**
 * The rebuild queue: at most one build running and one waiting. A request while a build runs marks
 * one more build as pending; further requests join that pending build (it will start after them,
 * so it sees everything they published). A burst of webhooks thus costs at most two builds.
 */
export type QueueState = {
  running: boolean;
  pending: boolean;
  /** Builds started since the queue was made. */
  started: number;
};

export type RebuildQueue<Reason = string> = {
  /** Asks for a build that starts after this call; `reason` is handed to the build that covers it. */
  request(reason: Reason): 'started' | 'queued' | 'joined';
  state(): QueueState;
  /** Resolves when no build is running or pending. */
  idle(): Promise<void>;
};

export function createRebuildQueue<Reason = string>(
  build: (reasons: readonly Reason[]) => Promise<void>,
  onError: (error: unknown) => void = (error) => console.error(error),
): RebuildQueue<Reason> {
  let running: Promise<void> | null = null;
  let pendingReasons: Reason[] | null = null;
  let started = 0;
  let idleWaiters: Array<() => void> = [];

  function run(reasons: Reason[]): void {
    started += 1;
    running = build(reasons)
      .catch(onError)
      .finally(() => {
        running = null;
        const next = pendingReasons;
        pendingReasons = null;
        if (next) run(next);
        else {
          const waiters = idleWaiters;
          idleWaiters = [];
          for (const resolve of waiters) resolve();
        }
      });
  }

  return {
    request(reason) {
      if (!running) {
        run([reason]);
        return 'started';
      }
      if (pendingReasons) {
        pendingReasons.push(reason);
        return 'joined';
      }
      pendingReasons = [reason];
      return 'queued';
    },
    state: () => ({ running: running !== null, pending: pendingReasons !== null, started }),
    idle: () => (running ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
  };
}
