/**
 * Problems with content found while building: a malformed CMS item, an unknown block kind, a link
 * that leads nowhere. Each is printed when found and kept for the summary at the end of the build;
 * none of them stops the build.
 */

export type ContentProblem = { kind: string; message: string };

/**
 * Kept on a process-wide symbol: the build's end-of-build report (scripts/build/site-report.ts) runs
 * in the same process as the rendering but loads its own copy of the modules.
 */
const STORE = Symbol.for('hospital.contentProblems');
const store = globalThis as typeof globalThis & { [STORE]?: ContentProblem[] };
const problems: ContentProblem[] = (store[STORE] ??= []);

export function reportContentProblem(kind: string, message: string): void {
  problems.push({ kind, message });
  console.warn(`[content] ${kind}: ${message}`);
}

export function contentProblems(): readonly ContentProblem[] {
  return problems;
}
