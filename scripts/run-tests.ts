/**
 * `npm test [-- --parallel N]`: every tier, independent ones side by side (as many at once as the
 * machine has cores, at least two), in the order below whenever what a step needs is done. Each
 * step's output is printed whole when it ends, so side-by-side steps do not mix lines. The first
 * failure stops the others (their process groups are interrupted) and the exit code is 1. Ends with
 * the time of every step.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';

type Step = { name: string; command: string; needs?: readonly string[] };

/**
 * The site chain first (its build is the longest), then the integration builds, then what is quick.
 * The link check, the HTML check, the sampled axe run and the e2e tests read the same dist/; the e2e tests also serve
 * the two small sites `build:e2e-sites` makes beside the site's build.
 */
const STEPS: readonly Step[] = [
  { name: 'build', command: 'npm run build' },
  { name: 'build:e2e-sites', command: 'npm run build:e2e-sites' },
  { name: 'check:links', command: 'npm run check:links', needs: ['build'] },
  { name: 'check:html', command: 'npm run check:html', needs: ['build'] },
  { name: 'check:a11y', command: 'npm run check:a11y', needs: ['build'] },
  { name: 'e2e', command: 'npx playwright test', needs: ['build', 'build:e2e-sites'] },
  { name: 'test:build', command: 'npm run test:build' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'format:check', command: 'npm run format:check' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'knip', command: 'npm run knip' },
  { name: 'test:unit', command: 'npm run test:unit' },
  { name: 'test:content-api', command: 'npm run test:content-api' },
  { name: 'test:cms', command: 'npm run test:cms' },
];

const { values } = parseArgs({ args: process.argv.slice(2), options: { parallel: { type: 'string' } } });
const parallel = Number(values.parallel ?? Math.max(2, os.availableParallelism()));
if (!Number.isInteger(parallel) || parallel < 1) {
  console.error('Usage: node scripts/run-tests.ts [--parallel N (>= 1)]');
  process.exit(2);
}

const STOPPED_TAIL_LINES = 40;

type Outcome = { name: string; seconds: number; code: number | null };
const done = new Map<string, Outcome>();
const running = new Map<string, { child: ChildProcess; started: number }>();
const waiting = [...STEPS];
const started = performance.now();
const seconds = (since: number): number => (performance.now() - since) / 1000;
const load = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
let failed = false;
let firstFailure: string | undefined;

console.log(`npm test: ${STEPS.length} steps, ${parallel} at once; load average ${load()}`);

function startReady(): void {
  while (!failed && running.size < parallel) {
    const next = waiting.find((step) => (step.needs ?? []).every((name) => done.get(name)?.code === 0));
    if (!next) return;
    waiting.splice(waiting.indexOf(next), 1);
    run(next);
  }
}

function run(step: Step): void {
  console.log(`▶ ${step.name}: ${step.command}`);
  const output: Buffer[] = [];
  // Its own process group, so that stopping it stops whatever it started.
  const child = spawn(step.command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  // A step that cannot start at all: said in its output; 'close' follows and counts it as failed.
  child.once('error', (error) => output.push(Buffer.from(`${step.name} could not start: ${error.message}\n`)));
  running.set(step.name, { child, started: performance.now() });
  child.once('close', (code, signal) => {
    const outcome = { name: step.name, seconds: seconds(running.get(step.name)?.started ?? started), code };
    running.delete(step.name);
    done.set(step.name, outcome);
    if (failed && code !== 0) {
      // How far it got: its last lines.
      const last = Buffer.concat(output).toString('utf8').trimEnd().split('\n').slice(-STOPPED_TAIL_LINES);
      console.log(`${last.join('\n')}\n■ ${step.name}: stopped after ${outcome.seconds.toFixed(1)} s\n`);
    } else {
      process.stdout.write(Buffer.concat(output));
      const result = code === 0 ? 'passed' : `FAILED (exit ${code ?? signal})`;
      console.log(`${code === 0 ? '✔' : '✖'} ${step.name}: ${result} in ${outcome.seconds.toFixed(1)} s\n`);
    }
    if (code !== 0 && !failed) {
      firstFailure = step.name;
      stopAll(`${step.name} failed`);
    }
    startReady();
    if (running.size === 0) finish();
  });
}

function stopAll(reason: string): void {
  failed = true;
  if (running.size > 0) console.log(`Stopping ${[...running.keys()].join(', ')}: ${reason}`);
  // An interrupt first: Playwright and vitest then stop what they started (the web servers).
  // What has not ended after a while is terminated, then killed.
  for (const { child } of running.values()) signalGroup(child, 'SIGINT');
  for (const [signal, after] of [
    ['SIGTERM', 10_000],
    ['SIGKILL', 20_000],
  ] as const) {
    setTimeout(() => {
      for (const { child } of running.values()) signalGroup(child, signal);
    }, after).unref();
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already ended.
  }
}

let finished = false;
function finish(): void {
  if (finished) return;
  finished = true;
  clearInterval(progress);
  console.log('Step                 Seconds  Result');
  for (const step of STEPS) {
    const outcome = done.get(step.name);
    const result = !outcome
      ? 'not run'
      : outcome.code === 0
        ? 'passed'
        : step.name === firstFailure
          ? 'FAILED'
          : 'stopped';
    console.log(`${step.name.padEnd(20)} ${(outcome?.seconds.toFixed(1) ?? '-').padStart(7)}  ${result}`);
  }
  const allPassed = STEPS.every((step) => done.get(step.name)?.code === 0);
  console.log(
    `npm test ${allPassed ? 'passed' : 'FAILED'} in ${seconds(started).toFixed(1)} s; load average ${load()}`,
  );
  process.exitCode = allPassed ? 0 : 1;
}

// A line a minute, so a quiet log still shows what is under way.
const progress = setInterval(() => {
  const under = [...running.entries()].map(([name, step]) => `${name} (${Math.round(seconds(step.started))} s)`);
  console.log(`… ${Math.round(seconds(started))} s: running ${under.join(', ')}; load average ${load()}`);
}, 60_000);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll(`${signal} received`);
  });
}

startReady();
