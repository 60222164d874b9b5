import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type EmbeddedContentApiOptions = {
  scale?: number;
  seed?: number;
  crisisBanner?: boolean;
  /** Serve the hostile dataset (payloads in every text, HTML and URL field). */
  hostile?: boolean;
  /** Default 0: a free port. */
  port?: number;
  /** Do not forward the child's output (it is still kept for error messages). */
  quiet?: boolean;
  /** Seconds an issued preview token is valid (default 3600). */
  previewTokenTtlSeconds?: number;
  /**
   * Where rendered images are kept between runs (`--media-store`; default the project's .cache/content-api-media), or
   * 'off'.
   */
  mediaStore?: string;
  /** Where publications are announced: `--webhook-url` and `--webhook-secret`. */
  webhook?: { url: string; secret: string };
};

export type EmbeddedContentApi = {
  /** The server root, e.g. `http://127.0.0.1:43127` (API paths are under /api/v1). */
  url: string;
  /** Terminates the child and waits until it has exited. */
  stop: () => Promise<void>;
};

const CLI_PATH = fileURLToPath(new URL('./cli.ts', import.meta.url));
const URL_LINE = /^CONTENT_API_URL=(\S+)$/;
const START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;

/** Lets the parent exit while the child still runs (the exit hook and IPC then end the child). */
function unrefChild(child: ChildProcess): void {
  child.unref();
  for (const stream of [child.stdout, child.stderr]) {
    if (stream && 'unref' in stream && typeof stream.unref === 'function') stream.unref();
  }
  child.channel?.unref();
}

function cliArguments(options: EmbeddedContentApiOptions): string[] {
  const args = [CLI_PATH, '--port', String(options.port ?? 0)];
  if (options.scale !== undefined) args.push('--scale', String(options.scale));
  if (options.seed !== undefined) args.push('--seed', String(options.seed));
  if (options.crisisBanner !== undefined) args.push('--crisis-banner', options.crisisBanner ? 'on' : 'off');
  if (options.hostile) args.push('--hostile');
  if (options.mediaStore !== undefined) args.push('--media-store', options.mediaStore);
  if (options.previewTokenTtlSeconds !== undefined)
    args.push('--preview-token-ttl', String(options.previewTokenTtlSeconds));
  if (options.webhook !== undefined)
    args.push('--webhook-url', options.webhook.url, '--webhook-secret', options.webhook.secret);
  return args;
}

/**
 * Starts the embedded content API (cli.ts) as a child process of this Node and resolves with its
 * URL once it serves. Rejects with the child's output if it exits first or is not ready within
 * 60 s. The child also ends when this process exits (exit hook, and the IPC channel closing when
 * this process is killed).
 */
export function startEmbeddedContentApi(options: EmbeddedContentApiOptions = {}): Promise<EmbeddedContentApi> {
  const child = spawn(process.execPath, cliArguments(options), {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: process.env,
  });
  const output: string[] = [];
  const killOnExit = (): void => {
    child.kill('SIGTERM');
  };
  process.once('exit', killOnExit);

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    output.push(chunk);
    if (!options.quiet) process.stderr.write(chunk);
  });

  return new Promise<EmbeddedContentApi>((resolve, reject) => {
    let started = false;
    let buffered = '';
    const fail = (reason: string): void => {
      if (started) return;
      started = true;
      clearTimeout(timer);
      process.off('exit', killOnExit);
      child.kill('SIGKILL');
      const log = output.join('').trim();
      reject(new Error(`Embedded content API ${reason}${log ? `:\n${log}` : ''}`));
    };
    const timer = setTimeout(() => fail(`did not start within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);

    child.once('error', (error) => fail(`could not be started (${error.message})`));
    child.once('exit', (code, signal) =>
      fail(`exited before it was ready (${signal ? `signal ${signal}` : `exit code ${String(code)}`})`),
    );

    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      if (started) {
        if (!options.quiet) process.stderr.write(chunk);
        return;
      }
      output.push(chunk);
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      const found = lines.findIndex((line) => URL_LINE.test(line.trim()));
      const url = found === -1 ? undefined : URL_LINE.exec((lines[found] ?? '').trim())?.[1];
      if (url === undefined) {
        if (!options.quiet) for (const line of lines) process.stderr.write(`${line}\n`);
        return;
      }
      started = true;
      clearTimeout(timer);
      unrefChild(child);
      if (!options.quiet) {
        const others = [...lines.slice(0, found), ...lines.slice(found + 1)];
        if (others.length > 0 || buffered)
          process.stderr.write(`${others.join('\n')}${others.length > 0 ? '\n' : ''}${buffered}`);
      }
      let stopping: Promise<void> | undefined;
      const stop = (): Promise<void> =>
        (stopping ??= (async () => {
          process.off('exit', killOnExit);
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGTERM');
            // A ref'd timer also keeps this process alive until the (unref'd) child has exited.
            const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
            await exited;
            clearTimeout(force);
          }
        })());
      resolve({ url, stop });
    });
  });
}
