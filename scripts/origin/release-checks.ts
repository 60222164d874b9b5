/**
 * The checks a new release passes before it goes live (DESIGN "Never partial"):
 * - the link check of the whole build passes (scripts/build/link-check.ts): among its checks, the release stands
 *   alone (no page links into the CMS, `/api/v1/` other than search, and every document a page links to is a file of
 *   the release), which is named on a line of its own; of an incremental release, the links of the pages it rendered are
 *   checked against the whole release (every page's when it removed a page: an unchanged page may still link to it), and
 * - no page of the live release has disappeared unless the CMS no longer lists or links it: a page
 *   the live release has and the new one lacks is only allowed to go when the new build's
 *   discovery crawl (which follows every list and link of the CMS) did not find it either.
 */
import { Worker } from 'node:worker_threads';
import { checkLinks, indexSite, pagePathOf, type SiteIndex } from '../build/link-check.ts';

export type ReleaseCheck = {
  passed: boolean;
  /** Why it failed, one line each (empty when it passed). */
  failures: string[];
  pages: number;
  /** Pages of the live release the new one no longer has because the CMS no longer lists or links them. */
  removedPages: string[];
  /** The new release's HTML files (client-relative), as the check listed them. */
  htmlFiles: string[];
};

function decodedPath(page: string): string {
  try {
    return decodeURIComponent(page);
  } catch {
    return page;
  }
}

const htmlFilesOf = (index: SiteIndex): string[] => [...index.files].filter((file) => file.endsWith('.html'));

const pagesOf = (htmlFiles: readonly string[]): Set<string> =>
  new Set(htmlFiles.map((file) => decodedPath(pagePathOf(file))));

/** The site paths of every HTML page of a built site's client folder (as the link check indexes it). */
export async function htmlPagesOf(clientDir: string): Promise<Set<string>> {
  return pagesOf(htmlFilesOf(await indexSite(clientDir)));
}

/**
 * Pages of `livePages` missing from `newPages`: those the CMS still lists or links (in `crawledRoutes`,
 * the new build's site graph) are lost, the others were removed in the CMS.
 */
export function comparePages(
  livePages: ReadonlySet<string>,
  newPages: ReadonlySet<string>,
  crawledRoutes: ReadonlySet<string>,
): { lost: string[]; removed: string[] } {
  const lost: string[] = [];
  const removed: string[] = [];
  for (const page of [...livePages].sort()) {
    if (newPages.has(page)) continue;
    (crawledRoutes.has(page) ? lost : removed).push(page);
  }
  return { lost, removed };
}

const SHOWN = 10;

function listed(items: readonly string[]): string {
  return items.length > SHOWN
    ? `${items.slice(0, SHOWN).join(', ')} and ${items.length - SHOWN} more`
    : items.join(', ');
}

export type ReleaseCheckOptions = {
  clientDir: string;
  /** The live release's client folder, or null when none is live yet. */
  liveClientDir: string | null;
  /** The routes the new build's discovery crawl found. */
  crawledRoutes: ReadonlySet<string>;
  siteOrigin: string;
  /** The pages whose links are checked (client-relative HTML files); null: every page. */
  renderedPages?: ReadonlySet<string> | null;
};

/** What the checks' thread is given when it starts: the checks to run, or (prepared ahead) the live release to index first. */
export type ChecksThreadData = { checks: ReleaseCheckOptions } | { prepared: { liveClientDir: string | null } };

/** The checks' answer from a thread: resolves with its first message, fails when it ends without one. */
function answerOf(worker: Worker): Promise<ReleaseCheck> {
  return new Promise((resolve, reject) => {
    worker.once('message', (check: ReleaseCheck) => resolve(check));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the release checks' thread ended (exit code ${code}) without an answer`)),
    );
  });
}

const CHECKS_WORKER = new URL('./release-checks-worker.ts', import.meta.url);

/** The checks on a worker thread: the same answer as `checkRelease`, not held up by the origin's own requests. */
export function checkReleaseOnThread(options: ReleaseCheckOptions): Promise<ReleaseCheck> {
  return answerOf(new Worker(CHECKS_WORKER, { workerData: { checks: options } satisfies ChecksThreadData }));
}

/**
 * The origin's checks thread, started ahead: it loads the checks' code and indexes the live release's
 * pages while the origin is at rest, so a publish's checks begin with that done. `run` hands it the
 * checks (a thread that is gone, or none prepared, is replaced by a new one); `stop` ends a prepared
 * thread that was not used. At most one is prepared.
 */
export type ReleaseChecksThreads = {
  prepare(liveClientDir: string | null): void;
  run(options: ReleaseCheckOptions): Promise<ReleaseCheck>;
  stop(): Promise<void>;
};

export function createReleaseChecksThreads(): ReleaseChecksThreads {
  let prepared: { worker: Worker; answer: Promise<ReleaseCheck> } | null = null;
  let stopped = false;
  return {
    prepare(liveClientDir) {
      if (stopped || prepared) return;
      const worker = new Worker(CHECKS_WORKER, {
        workerData: { prepared: { liveClientDir } } satisfies ChecksThreadData,
      });
      // A prepared thread does not keep the origin alive; the checks it is handed are awaited.
      worker.unref();
      const answer = answerOf(worker);
      const ready = { worker, answer };
      // A thread that ends before it is used is not handed checks.
      answer.catch(() => {
        if (prepared === ready) prepared = null;
      });
      prepared = ready;
    },
    run(options) {
      const ready = prepared;
      prepared = null;
      if (!ready) return checkReleaseOnThread(options);
      ready.worker.ref();
      ready.worker.postMessage(options);
      return ready.answer;
    },
    async stop() {
      stopped = true;
      const ready = prepared;
      prepared = null;
      if (ready) await ready.worker.terminate();
    },
  };
}

/**
 * The checks themselves. `liveIndexed`: the live release's pages when the thread indexed them before
 * the release was built (`prepareReleaseChecks`), for the live folder it names.
 */
export async function checkRelease(
  options: ReleaseCheckOptions,
  liveIndexed?: { liveClientDir: string; pages: Promise<Set<string>> },
): Promise<ReleaseCheck> {
  const failures: string[] = [];
  const index = await indexSite(options.clientDir);
  const htmlFiles = htmlFilesOf(index);
  const newPages = pagesOf(htmlFiles);
  const livePages = !options.liveClientDir
    ? null
    : liveIndexed?.liveClientDir === options.liveClientDir
      ? await liveIndexed.pages
      : await htmlPagesOf(options.liveClientDir);
  const removedAny = livePages !== null && [...livePages].some((page) => !newPages.has(page));
  const onlyPages = options.renderedPages && !removedAny ? { onlyPages: options.renderedPages } : {};
  const links = await checkLinks(options.clientDir, { siteOrigins: [options.siteOrigin], index, ...onlyPages });
  const intoCms = links.broken.filter((ref) => ref.kind === 'cms').map((ref) => `${ref.page} -> ${ref.link}`);
  if (intoCms.length > 0)
    failures.push(`${intoCms.length} link(s) into the CMS; the release must serve its own copy: ${listed(intoCms)}`);
  const missing = links.broken.filter((ref) => ref.kind === 'document').map((ref) => `${ref.page} -> ${ref.link}`);
  if (missing.length > 0)
    failures.push(`${missing.length} link(s) to documents the release does not have: ${listed(missing)}`);
  // The rest of the link check's failures: each failure is told once.
  const others = [
    ...links.broken
      .filter((ref) => ref.kind !== 'cms' && ref.kind !== 'document')
      .map((ref) => `${ref.page} -> ${ref.link}`),
    ...links.canonicalProblems.map((problem) => `${problem.page}: ${problem.problem}`),
    ...links.shadowedPages.map((page) => `${page} is shadowed by a redirect`),
    ...links.cspProblems.map((problem) => `${problem.page}: ${problem.problem}`),
  ];
  if (others.length > 0) failures.push(`the link check failed (${others.length}): ${listed(others)}`);
  let removed: string[] = [];
  if (livePages) {
    const compared = comparePages(livePages, newPages, options.crawledRoutes);
    removed = compared.removed;
    if (compared.lost.length > 0)
      failures.push(
        `${compared.lost.length} page(s) of the live release are missing although the CMS still lists or links them: ${listed(compared.lost)}`,
      );
  }
  return { passed: failures.length === 0, failures, pages: newPages.size, removedPages: removed, htmlFiles };
}
