/**
 * The block kinds the site shows: one line each, the kind's name and its folder
 * (src/blocks/<kind>/descriptor.ts). Adding a kind is its folder and one line here; registry.ts
 * checks every entry and derives the rest.
 */
export { bmi } from '#src/blocks/bmi/descriptor.ts';
export { carousel } from '#src/blocks/carousel/descriptor.ts';
export { cta } from '#src/blocks/cta/descriptor.ts';
export { cta_with_image } from '#src/blocks/cta_with_image/descriptor.ts';
export { expandable_content_blocks } from '#src/blocks/expandable_content_blocks/descriptor.ts';
export { expandable_content_with_image_blocks } from '#src/blocks/expandable_content_with_image_blocks/descriptor.ts';
export { external_form } from '#src/blocks/external_form/descriptor.ts';
export { featured_content } from '#src/blocks/featured_content/descriptor.ts';
export { grid_blocks_centra } from '#src/blocks/grid_blocks_centra/descriptor.ts';
export { grid_blocks_image } from '#src/blocks/grid_blocks_image/descriptor.ts';
export { grid_blocks_plain } from '#src/blocks/grid_blocks_plain/descriptor.ts';
export { links_list } from '#src/blocks/links_list/descriptor.ts';
export { location } from '#src/blocks/location/descriptor.ts';
export { locationExpandable } from '#src/blocks/locationExpandable/descriptor.ts';
export { media } from '#src/blocks/media/descriptor.ts';
export { newsTeaser } from '#src/blocks/newsTeaser/descriptor.ts';
export { people } from '#src/blocks/people/descriptor.ts';
export { phoneLookup } from '#src/blocks/phoneLookup/descriptor.ts';
export { quote } from '#src/blocks/quote/descriptor.ts';
export { quote_with_image } from '#src/blocks/quote_with_image/descriptor.ts';
export { relatedContent } from '#src/blocks/relatedContent/descriptor.ts';
export { specialist } from '#src/blocks/specialist/descriptor.ts';
export { text } from '#src/blocks/text/descriptor.ts';
export { text_with_image } from '#src/blocks/text_with_image/descriptor.ts';
export { waitingTimes } from '#src/blocks/waitingTimes/descriptor.ts';
