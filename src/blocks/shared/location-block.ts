import { defineBlock } from '#src/blocks/shared/descriptor.ts';
import { loadLocationCards, locationValueSchema } from '#src/blocks/shared/location-cards.ts';

/**
 * Where this part of the hospital is (locations/{forPage}/{slug}): the location block and its expandable twin differ
 * only in their views.
 */
export function locationBlock<Kind extends string>(kind: Kind) {
  return defineBlock({
    kind,
    schema: locationValueSchema,
    calls: (value) => ({ locations: [{ forPage: value.forPage, slug: value.slug }] }),
    load: loadLocationCards,
    showsNothingWith: (cards) => cards.length === 0,
    inAnchorMenu: false,
    clickEvent: null,
  });
}
