/**
 * The content walker: what a page leads to (DESIGN.md, "Page models and the build context"). Its
 * links, as written (the header link, `<a href>` in rich text, the links inside block values;
 * images are not links), and the calls its blocks make: phone numbers, news slugs,
 * random specialists, related news and events, locations and waiting times. Each block kind says
 * its own links and calls in its descriptor (src/blocks/<kind>/descriptor.ts).
 *
 * It walks the typed blocks of `parseContent` (values checked with the contract's schemas), so a
 * block the site skips (unknown kind, invalid JSON, a value that breaks its schema) leads nowhere,
 * here as on the page. The site's discovery crawl and the content API's contract crawl both use it.
 */
import type { Page } from '#src/lib/contract/index.ts';
import { parseContent, type ContentBlock } from '#src/blocks/parse-content.ts';
import { descriptorOf } from '#src/blocks/registry.ts';
import { noCalls, type BlockCalls } from '#src/blocks/shared/calls.ts';

export { anchorHrefs } from '#src/blocks/shared/anchor-hrefs.ts';

export type PageWalk = BlockCalls & {
  /** Every link as written: site paths, same-host and external URLs, mailto: and tel: alike. */
  links: string[];
};

/** The links inside one block's value (rich text, link fields, link grids, people). */
export function blockLinks(block: ContentBlock): string[] {
  return descriptorOf(block.kind).links?.(block.value) ?? [];
}

/** Adds the calls one block makes to `calls`. */
function addBlockCalls(block: ContentBlock, calls: BlockCalls): void {
  const made = descriptorOf(block.kind).calls?.(block.value) ?? {};
  for (const name of Object.keys(made) as Array<keyof BlockCalls>) {
    (calls[name] as unknown[]).push(...(made[name] ?? []));
  }
}

/** The links and calls of a page's blocks. */
export function walkBlocks(blocks: readonly ContentBlock[]): PageWalk {
  const walk: PageWalk = { links: [], ...noCalls() };
  for (const block of blocks) {
    walk.links.push(...blockLinks(block));
    addBlockCalls(block, walk);
  }
  return walk;
}

/** The links (header link first) and block calls of a page; `route` names the page in parse problems. */
export function walkPage(page: Pick<Page, 'HeaderLink' | 'Content'>, route: string): PageWalk {
  const walk = walkBlocks(parseContent(page.Content, route).blocks);
  if (page.HeaderLink?.Url) walk.links.unshift(page.HeaderLink.Url);
  return walk;
}
