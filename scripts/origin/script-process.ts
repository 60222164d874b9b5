/**
 * The origin's child processes (its builds): each runs a Node script, its output kept
 * (the last lines apart, for the log), stopped by a time limit or a stop signal (SIGTERM, then
 * SIGKILL after 5 s).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Environment } from '#src/lib/build/config.ts';

/** The last lines of a child's output kept apart (a failed build's are logged). */
const TAIL_LINES = 15;

export type ChildOutcome = { code: number; tail: string[]; output: Buffer; timedOut: boolean };

/** Starts a Node script with this environment, its output piped, no input. */
export function spawnScript(args: readonly string[], env: Environment): ChildProcess {
  return spawn(process.execPath, args, { env: { ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs a Node script; resolves with its exit code, its output and the last lines of it. */
export function runScript(args: readonly string[], env: Environment, options: FollowOptions): Promise<ChildOutcome> {
  return followChild(spawnScript(args, env), options);
}

export type FollowOptions = { timeoutMs: number; signal?: AbortSignal | undefined; onLine?: (line: string) => void };

/** Follows a started child process: its output, its time limit and the stop signal; resolves when it has ended. */
export function followChild(child: ChildProcess, options: FollowOptions): Promise<ChildOutcome> {
  return new Promise((resolve, reject) => {
    const output: Buffer[] = [];
    const tail: string[] = [];
    let partial = '';
    let timedOut = false;
    const stop = (): void => {
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, options.timeoutMs);
    // A signal that fired before the child started stops it at once (no 'abort' event comes again).
    if (options.signal?.aborted) stop();
    else options.signal?.addEventListener('abort', stop, { once: true });
    const take = (chunk: Buffer): void => {
      output.push(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
        options.onLine?.(line);
      }
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', stop);
      if (partial) tail.push(partial);
      resolve({ code: code ?? (signal ? 1 : 0), tail, output: Buffer.concat(output), timedOut });
    });
  });
}
