/**
 * Every block kind's view module by file (`./<kind>/<PascalCaseOfKind>Block.astro`), gathered by Vite
 * at build time (not loadable under plain Node, unlike the registry), and the styles the views share.
 * A module of its own, imported by the block list where it used to import the views one by one: the
 * build orders a page's styles by where they are imported, and this keeps that order.
 */
import '#src/blocks/shared/blocks.css';

export const VIEW_MODULES = import.meta.glob('./*/*Block.astro', { eager: true });
