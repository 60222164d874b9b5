/** Each registered kind has its folder, its descriptor and exactly one view named after it; nothing else does. */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BLOCKS } from '#src/blocks/registry.ts';
import { viewName, viewPath, viewsByKind } from '#src/blocks/views.ts';

const BLOCKS_DIR = fileURLToPath(new URL('./', import.meta.url));
const KINDS = Object.keys(BLOCKS);
/** Folders of src/blocks that hold what the kinds share, not a kind. */
const SHARED_FOLDERS = ['shared'];

const folders = readdirSync(BLOCKS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_FOLDERS.includes(entry.name))
  .map((entry) => entry.name);

describe('block kinds, one folder each', () => {
  it('names views mechanically after their kind', () => {
    expect(viewName('phoneLookup')).toBe('PhoneLookupBlock');
    expect(viewName('grid_blocks_centra')).toBe('GridBlocksCentraBlock');
    expect(viewName('specialist')).toBe('SpecialistBlock');
    expect(viewName('expandable_content_blocks')).toBe('ExpandableContentBlocksBlock');
  });

  it('has a folder named as the kind, with its descriptor, for every registered kind, and no other', () => {
    expect(folders.toSorted()).toEqual(KINDS.toSorted());
    for (const kind of KINDS) {
      expect(existsSync(`${BLOCKS_DIR}${kind}/descriptor.ts`), kind).toBe(true);
      expect(BLOCKS[kind as keyof typeof BLOCKS].kind).toBe(kind);
    }
  });

  it('has exactly one view per kind, named after it, and every view belongs to a registered kind', () => {
    const views = folders.flatMap((folder) =>
      readdirSync(`${BLOCKS_DIR}${folder}`)
        .filter((file) => file.endsWith('Block.astro'))
        .map((file) => `${folder}/${file}`),
    );
    expect(views.toSorted()).toEqual(KINDS.map(viewPath).toSorted());
    expect(readdirSync(`${BLOCKS_DIR}shared`).filter((file) => file.endsWith('Block.astro'))).toEqual([]);
  });

  it('fails loudly for a kind without its view and for a view without its kind', () => {
    const all = Object.fromEntries(KINDS.map((kind) => [`./${viewPath(kind)}`, { default: kind }]));
    expect(viewsByKind(all).phoneLookup).toBe('phoneLookup');
    const { ['./phoneLookup/PhoneLookupBlock.astro']: _left, ...withoutOne } = all;
    expect(() => viewsByKind(withoutOne)).toThrow('Block kind "phoneLookup" has no view');
    expect(() => viewsByKind({ ...all, './retired_kind/RetiredKindBlock.astro': { default: 'retired_kind' } })).toThrow(
      'Block views without a registered kind: retired_kind/RetiredKindBlock.astro',
    );
  });
});
