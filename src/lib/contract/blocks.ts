/**
 * Content blocks as they travel inside `Page.Content` (docs/api-contract.md, "Content blocks"):
 * `<section data-block-type="KIND" data-block-id="ID">` whose only child is
 * `<script type="application/json">` holding the block's value. Each kind's value schema lives in
 * its own folder (src/blocks/<kind>/descriptor.ts); the registry gathers them.
 */
export {
  BLOCK_KINDS,
  BLOCK_VALUE_SCHEMAS,
  isBlockKind,
  type BlockKind,
  type BlockValue,
} from '#src/blocks/registry.ts';
export type { MediaValue } from '#src/blocks/shared/values.ts';
