/**
 * The view of each block kind, found by name: `src/blocks/<kind>/<PascalCaseOfKind>Block.astro`.
 * The block list globs the view files and hands them here; a kind without its view fails the build.
 */
import { BLOCKS, type ShownBlockKind } from '#src/blocks/registry.ts';

/** phoneLookup -> PhoneLookupBlock, grid_blocks_centra -> GridBlocksCentraBlock. */
export function viewName(kind: string): string {
  const pascal = kind
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return `${pascal}Block`;
}

/** The view file of a kind, relative to src/blocks. */
export function viewPath(kind: string): string {
  return `${kind}/${viewName(kind)}.astro`;
}

/**
 * Each shown kind's view from the globbed modules (keyed by a path ending in
 * `<kind>/<View>.astro`). Throws for a kind without its view and for a view without its kind.
 */
export function viewsByKind<View>(modules: Record<string, { default: View }>): Record<ShownBlockKind, View> {
  const found = new Map(
    Object.entries(modules).map(([file, module]) => [file.split('/').slice(-2).join('/'), module.default]),
  );
  const views = {} as Record<ShownBlockKind, View>;
  for (const kind of Object.keys(BLOCKS) as ShownBlockKind[]) {
    const view = found.get(viewPath(kind));
    if (view === undefined) throw new Error(`Block kind "${kind}" has no view: make src/blocks/${viewPath(kind)}`);
    views[kind] = view;
    found.delete(viewPath(kind));
  }
  if (found.size > 0) throw new Error(`Block views without a registered kind: ${[...found.keys()].join(', ')}`);
  return views;
}
