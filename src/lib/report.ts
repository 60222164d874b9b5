/**
 * Problems with content found while building: a malformed CMS item, an unknown block kind, a link
 * that leads nowhere. Each is printed when found and kept for the summary at the end of the build;
 * none of them stops the build.
 */

export type ContentProblem = { kind: string; message: string };

const problems: ContentProblem[] = [];

export function reportContentProblem(kind: string, message: string): void {
  problems.push({ kind, message });
  console.warn(`[content] ${kind}: ${message}`);
}

export function contentProblems(): readonly ContentProblem[] {
  return problems;
}
