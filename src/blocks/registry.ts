/**
 * The block kinds of Page.Content (docs/api-contract.md, "Content blocks"): one folder each, named
 * as the kind, holding its descriptor, its view (`<PascalCaseOfKind>Block.astro`) and its tests.
 * Everything that differs by kind (the walker's links and calls, the page model's block data, the
 * anchor menu, what shows nothing, click events, the block list) loops over this registry. Adding
 * a kind: its folder and one line in kinds.ts.
 *
 * Plain Node loads this module (the embedded CMS uses the contract and the content walker): no
 * `.astro` imports, no `astro:*` modules, no `import.meta.glob` here or in a descriptor.
 */
import type { z } from 'zod';
import type { BlockDescriptor, BlockOriginSettings } from '#src/blocks/shared/descriptor.ts';
import * as DESCRIPTORS from '#src/blocks/kinds.ts';
import { headerValueSchema } from '#src/blocks/shared/values.ts';

/** The kinds the site shows, each under its own name (the compiler checks each descriptor's `kind`). */
export const BLOCKS = DESCRIPTORS satisfies { [K in keyof typeof DESCRIPTORS]: { kind: K } };

/** A kind the site shows. */
export type ShownBlockKind = keyof typeof BLOCKS;

/**
 * Kinds the CMS sends that the site skips without a word: the page header travels in Page.Content
 * too, but the site reads the header from the page's own fields. Not a descriptor: no view, no data,
 * nothing to link or count.
 */
const IGNORED = { header: headerValueSchema };

export const BLOCK_VALUE_SCHEMAS = {
  ...(Object.fromEntries(Object.entries(BLOCKS).map(([kind, descriptor]) => [kind, descriptor.schema])) as {
    [K in ShownBlockKind]: (typeof BLOCKS)[K]['schema'];
  }),
  ...IGNORED,
};

export type BlockKind = keyof typeof BLOCK_VALUE_SCHEMAS;
export const BLOCK_KINDS = Object.keys(BLOCK_VALUE_SCHEMAS) as BlockKind[];
export type BlockValue<K extends BlockKind> = z.infer<(typeof BLOCK_VALUE_SCHEMAS)[K]>;

export function isBlockKind(kind: string): kind is BlockKind {
  return Object.hasOwn(BLOCK_VALUE_SCHEMAS, kind);
}

export function isIgnoredBlockKind(kind: string): kind is keyof typeof IGNORED {
  return Object.hasOwn(IGNORED, kind);
}

/** What a kind's `load` gives its view (null for kinds that load nothing). */
export type BlockData<K extends ShownBlockKind> =
  (typeof BLOCKS)[K] extends BlockDescriptor<K, z.ZodType, infer Data> ? Data : never;

/**
 * A kind's descriptor for the loops that treat every kind alike. TypeScript cannot follow that a
 * block's value and data belong to its own kind's descriptor (a correlated union), so this is the
 * one place that widens it: the registry pairs each kind with its own descriptor.
 */
export function descriptorOf(kind: ShownBlockKind): BlockDescriptor<ShownBlockKind, z.ZodType, unknown> {
  return BLOCKS[kind] as unknown as BlockDescriptor<ShownBlockKind, z.ZodType, unknown>;
}

/** Every kind's other hosts together, once each, in registry order: what the page's CSP allows for blocks. */
export function blockOrigins(settings: BlockOriginSettings): { frame: string[]; connect: string[] } {
  const frame = new Set<string>();
  const connect = new Set<string>();
  for (const descriptor of Object.values(BLOCKS)) {
    const origins = descriptor.otherOrigins?.(settings) ?? {};
    for (const origin of origins.frame ?? []) frame.add(origin);
    for (const origin of origins.connect ?? []) connect.add(origin);
  }
  return { frame: [...frame], connect: [...connect] };
}
