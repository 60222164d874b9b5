/**
 * The embedded CMS's dataset exercises the content checks: a few published pages and one draft hold
 * the slips, fixed at every scale, and no other page does (visitors get no worse pages than that).
 */
import { describe, expect, it } from 'vitest';
import { parseContent } from '#src/blocks/parse-content.ts';
import { editorialFindings } from '#src/lib/content/editorial-checks.ts';
import { AWKWARD_CASES, generateWorld } from '@ziekenhuis/content-api/generate/world';

describe('the content checks on the embedded CMS', () => {
  const world = generateWorld({ scale: 0.1, seed: 1, crisisBanner: true });
  const findingsOf = (published: boolean) =>
    world.pages
      .filter((entry) => entry.published === published)
      .flatMap((entry) => editorialFindings(parseContent(entry.page.Content, entry.route).blocks, entry.route));

  it('finds a handful on the published pages, only where the dataset put them', () => {
    const found = findingsOf(true).map((finding) => `${finding.page} ${finding.kind}`);
    expect(found.sort()).toEqual(
      [
        `${AWKWARD_CASES.vagueLinkText} vague link text`,
        `${AWKWARD_CASES.vagueLinkTextEnglish} vague link text`,
        `${AWKWARD_CASES.imageWithoutAlt} image without alt`,
        `${AWKWARD_CASES.documentLinkWithoutTypeAndSize} document link without type and size`,
      ].sort(),
    );
  });

  it('finds a vague link and a skipped heading level in the draft', () => {
    expect(findingsOf(false).map((finding) => `${finding.page} ${finding.kind}`)).toEqual([
      `${AWKWARD_CASES.contentChecksDraft} vague link text`,
      `${AWKWARD_CASES.contentChecksDraft} skipped heading level`,
    ]);
  });
});
