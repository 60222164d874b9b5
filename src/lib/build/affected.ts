/**
 * Which output files an incremental build renders again: from the previous build's dependency record
 * (what each file read), the calls whose answer changed since, and the routes that appeared, went or
 * changed whether they lead nowhere. Pure: the plan (incremental-plan.ts) does the asking.
 */
import { EVERY_ROUTE } from '#src/lib/build/dependencies.ts';

/**
 * What one output file (or named scope: a once value, a node of the site graph) read: request keys of
 * CMS calls, routes whose existence it asked (`*`: every page and node), and the named scopes it used.
 */
export type FileRecord = {
  calls: string[];
  routes: string[];
  uses: string[];
  /** The mirrored images and documents a page names (`/media/...`, `/documenten/...`), when it names any. */
  media?: string[];
};

/** A build's dependency record (`dependencies.json` in its run folder / the release's `reports/`). */
export type DependencyRecord = {
  /** Everything besides the CMS that decides the output: code, lock file, settings (code-fingerprint.ts). */
  fingerprint: string;
  /** Every CMS call the build made (request key) and the hash of its answer. */
  calls: Record<string, string>;
  /** Every output file of `client/` rendered through the pages, with what it read. */
  files: Record<string, FileRecord>;
  /** The named scopes the files used. */
  scopes: Record<string, FileRecord>;
  /** The site graph's routes, and the routes links led to that lead nowhere. */
  routes: string[];
  deadRoutes: string[];
};

/** What changed in the CMS since the previous build, as far as the build can tell before rendering. */
export type SiteChange = {
  /** Calls of the previous record whose answer is different now (or fails now). */
  changedCalls: ReadonlySet<string>;
  /** The site graph's routes now, and the dead routes now. */
  routes: readonly string[];
  deadRoutes: readonly string[];
  /** Files to render whatever their record says (`--changed-route`). */
  forcedFiles: ReadonlySet<string>;
};

function symmetricDifference(a: readonly string[], b: readonly string[]): Set<string> {
  const setA = new Set(a);
  const setB = new Set(b);
  return new Set([...a.filter((item) => !setB.has(item)), ...b.filter((item) => !setA.has(item))]);
}

/** Routes that appeared or went, and routes whose "leads nowhere" changed. */
export function changedRoutes(previous: DependencyRecord, change: SiteChange): Set<string> {
  return new Set([
    ...symmetricDifference(previous.routes, change.routes),
    ...symmetricDifference(previous.deadRoutes, change.deadRoutes),
  ]);
}

/** What changed, worked out once for every record: routes that came or went or changed, whether the page list did. */
type RouteChange = { routesChanged: ReadonlySet<string>; listChanged: boolean };

function routeChangeOf(previous: DependencyRecord, change: SiteChange): RouteChange {
  return {
    routesChanged: changedRoutes(previous, change),
    listChanged: symmetricDifference(previous.routes, change.routes).size > 0,
  };
}

/** Whether what a record read changed, given which named scopes changed. */
function readChange(
  record: FileRecord,
  change: SiteChange,
  routes: RouteChange,
  changedScopes: ReadonlySet<string>,
): boolean {
  if (record.calls.some((call) => change.changedCalls.has(call))) return true;
  if (record.uses.some((name) => changedScopes.has(name))) return true;
  return record.routes.some(
    (route) => routes.routesChanged.has(route) || (route === EVERY_ROUTE && routes.listChanged),
  );
}

/** The named scopes whose reading changed, through the scopes they use (computed until nothing more changes). */
export function changedScopes(previous: DependencyRecord, change: SiteChange): Set<string> {
  const routes = routeChangeOf(previous, change);
  const changed = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, record] of Object.entries(previous.scopes)) {
      if (changed.has(name) || !readChange(record, change, routes, changed)) continue;
      changed.add(name);
      grew = true;
    }
  }
  return changed;
}

/** Whether an output file must be rendered again: no record, a changed call, route or scope it read, or forced. */
function isAffected(
  file: string,
  previous: DependencyRecord,
  change: SiteChange,
  routes: RouteChange,
  scopesChanged: ReadonlySet<string>,
): boolean {
  if (change.forcedFiles.has(file)) return true;
  const record = previous.files[file];
  if (!record) return true;
  return readChange(record, change, routes, scopesChanged);
}

/** The calls of the previous record whose answer hashes differently now (a call not answered now counts). */
export function changedCalls(previous: DependencyRecord, now: ReadonlyMap<string, string>): Set<string> {
  return new Set(Object.entries(previous.calls).flatMap(([key, hash]) => (now.get(key) === hash ? [] : [key])));
}

/**
 * The plan for the candidate files (the pages the route shells may skip): those rendered again, and
 * those left to the previous build (whose files are shared).
 */
export function renderPlan(
  candidates: readonly string[],
  previous: DependencyRecord,
  change: SiteChange,
): { render: string[]; skip: string[] } {
  const scopesChanged = changedScopes(previous, change);
  const routes = routeChangeOf(previous, change);
  const render: string[] = [];
  const skip: string[] = [];
  for (const file of candidates) (isAffected(file, previous, change, routes, scopesChanged) ? render : skip).push(file);
  return { render, skip };
}
