/**
 * Whether two builds' `client/` folders are the same release, byte for byte: the same file names,
 * each with the same bytes (no masking). The origin compares an incremental release with the full
 * build of the same CMS state; the incremental build's test does too.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { filesUnder } from './files-under.ts';

/** How many names each list of a difference keeps for printing. */
export const RELEASE_DIFFERENCE_SHOWN = 20;

export type ReleaseEquality = {
  equal: boolean;
  /** Files only in A, only in B, and in both with other bytes (each capped at RELEASE_DIFFERENCE_SHOWN). */
  onlyA: string[];
  onlyB: string[];
  differ: string[];
  /** The full counts behind the capped lists. */
  counts: { onlyA: number; onlyB: number; differ: number; files: number };
};

/** The `client/` folder of a build (out dir or release), or the folder itself when it has none. */
function clientOf(dir: string): string {
  const client = path.join(dir, 'client');
  return existsSync(client) ? client : dir;
}

function hashOf(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

async function sameBytes(a: string, b: string): Promise<boolean> {
  const [statA, statB] = await Promise.all([stat(a), stat(b)]);
  // The same file (a shared hard link) is the same bytes.
  if (statA.ino === statB.ino && statA.dev === statB.dev) return true;
  if (statA.size !== statB.size) return false;
  const [hashA, hashB] = await Promise.all([hashOf(a), hashOf(b)]);
  return hashA === hashB;
}

export async function sameRelease(dirA: string, dirB: string): Promise<ReleaseEquality> {
  const [clientA, clientB] = [clientOf(dirA), clientOf(dirB)];
  const [filesA, filesB] = [filesUnder(clientA), filesUnder(clientB)];
  const inB = new Set(filesB);
  const inA = new Set(filesA);
  const onlyA = filesA.filter((file) => !inB.has(file));
  const onlyB = filesB.filter((file) => !inA.has(file));
  const both = filesA.filter((file) => inB.has(file));
  const differ: string[] = [];
  const inFlight = 32;
  for (let start = 0; start < both.length; start += inFlight) {
    const batch = both.slice(start, start + inFlight);
    const same = await Promise.all(batch.map((file) => sameBytes(path.join(clientA, file), path.join(clientB, file))));
    batch.forEach((file, index) => {
      if (!same[index]) differ.push(file);
    });
  }
  const cap = (list: string[]) => list.slice(0, RELEASE_DIFFERENCE_SHOWN);
  return {
    equal: onlyA.length === 0 && onlyB.length === 0 && differ.length === 0,
    onlyA: cap(onlyA),
    onlyB: cap(onlyB),
    differ: cap(differ),
    counts: { onlyA: onlyA.length, onlyB: onlyB.length, differ: differ.length, files: filesA.length },
  };
}

/**
 * `sameRelease` on a thread of its own: the origin compares a full build with the live release
 * after every incremental publish, and its own thread answers visitors meanwhile (the comparison
 * reads and hashes every file that is not shared: about 290 MB at scale 1).
 */
export function sameReleaseOnThread(dirA: string, dirB: string): Promise<ReleaseEquality> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./release-equality-worker.ts', import.meta.url), {
      workerData: { dirA, dirB } satisfies ReleasesCompared,
    });
    worker.once('message', (answer: ReleaseEquality | { error: string }) =>
      'error' in answer ? reject(new Error(answer.error)) : resolve(answer),
    );
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the release comparison's thread ended (exit code ${code}) without an answer`)),
    );
  });
}

/** What the comparison's thread is given. */
export type ReleasesCompared = { dirA: string; dirB: string };
