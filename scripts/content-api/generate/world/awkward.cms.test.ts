import { describe, expect, it } from 'vitest';
import type { WorldPage, WorldSpecialist } from '../../world/types.ts';
import {
  AWKWARD_CASES,
  MISSING_NEWS_SLUG,
  ORPHAN_DEPARTMENT_SLUG,
  WARD_WITHOUT_DEPARTMENT,
  type AwkwardCase,
} from './index.ts';
import { blocksOf, hrefsOf, richTextOf, world, type ParsedBlock } from './test-helpers.ts';

type Value = Record<string, unknown>;

/** Specialists a specialist block's filter matches (department, sub-department or centre title, case-insensitive). */
function matching(specialists: readonly WorldSpecialist[], filter: Value): number {
  const wanted = [filter['department'], filter['subdepartment'], filter['centrum'], filter['subcentra']].filter(
    (value): value is string => typeof value === 'string',
  );
  return specialists.filter((specialist) => {
    const titles = [
      ...specialist.listItem.departments,
      ...specialist.listItem.subDepartments,
      ...specialist.listItem.centra,
    ].map((ref) => ref.Title.toLowerCase());
    return wanted.every((title) => titles.includes(title.toLowerCase()));
  }).length;
}

for (const scale of [0.05, 1, 10]) {
  describe(`awkward cases at scale ${scale}`, () => {
    const w = world(scale, 11);
    const byRoute = new Map(w.pages.map((page) => [page.route, page]));
    const page = (name: AwkwardCase): WorldPage => {
      const found = byRoute.get(AWKWARD_CASES[name]);
      if (!found) throw new Error(`No page for ${name} at ${AWKWARD_CASES[name]}`);
      return found;
    };
    const blocks = (name: AwkwardCase, kind?: string): ParsedBlock[] =>
      blocksOf(page(name).page.Content).filter((block) => !kind || block.kind === kind);
    const values = (name: AwkwardCase, kind: string): Value[] =>
      blocks(name, kind).map((block) => block.value as Value);

    it('has a page for every case', () => {
      for (const name of Object.keys(AWKWARD_CASES) as AwkwardCase[])
        expect(byRoute.has(AWKWARD_CASES[name]), name).toBe(true);
    });

    it('has carousels of 2, 5 and 8 items', () => {
      expect(values('carousel2Items', 'carousel').map((value) => (value['items'] as unknown[]).length)).toContain(2);
      expect(values('carousel5Items', 'carousel').map((value) => (value['items'] as unknown[]).length)).toContain(5);
      expect(values('carousel8Items', 'carousel').map((value) => (value['items'] as unknown[]).length)).toContain(8);
    });

    it('has specialist blocks that match exactly 3 and 12 specialists', () => {
      expect(values('specialistBlock3Matches', 'specialist').map((value) => matching(w.specialists, value))).toContain(
        3,
      );
      expect(values('specialistBlock12Matches', 'specialist').map((value) => matching(w.specialists, value))).toContain(
        12,
      );
    });

    it('has a phoneLookup whose ids and descriptions differ in count, and all ids exist', () => {
      const [value] = values('phoneLookupCountMismatch', 'phoneLookup');
      expect((value?.['phoneNumberIds'] as unknown[]).length).not.toBe((value?.['descriptions'] as unknown[]).length);
      const ids = new Set(w.phoneNumbers.map((entry) => entry.SharepointId));
      for (const entry of w.pages) {
        for (const block of blocksOf(entry.page.Content).filter((candidate) => candidate.kind === 'phoneLookup')) {
          for (const id of (block.value as Value)['phoneNumberIds'] as Array<number | string>)
            expect(ids.has(id), `${entry.route} ${id}`).toBe(true);
        }
      }
    });

    it('has centre link grids of 2 and 3 items', () => {
      expect(
        values('gridCentra2Items', 'grid_blocks_centra').map((value) => (value['items'] as unknown[]).length),
      ).toEqual([2]);
      expect(
        values('gridCentra3Items', 'grid_blocks_centra').map((value) => (value['items'] as unknown[]).length),
      ).toEqual([3]);
    });

    it('has an unknown block kind and a block with invalid JSON', () => {
      expect(blocks('unknownBlockKind').map((block) => block.kind)).toContain('hologram');
      expect(blocks('invalidBlockJson').some((block) => !block.valid)).toBe(true);
    });

    it('has unsafe HTML: inline styles, a script, an onerror handler and a javascript: link', () => {
      const text = richTextOf(page('unsafeHtml').page.Content);
      expect(text).toMatch(/ style="/);
      expect(text).toMatch(/<script>/);
      expect(text).toMatch(/ onerror="/);
      expect(hrefsOf(text).some((href) => href.startsWith('javascript:'))).toBe(true);
    });

    it('has long titles and diacritics', () => {
      expect(page('longPageTitle').page.Title.length).toBeGreaterThan(120);
      expect(blocks('longBlockTitle').some((block) => String((block.value as Value)['title'] ?? '').length > 120)).toBe(
        true,
      );
      expect(page('diacriticsInName').page.Title).toMatch(/Ö/);
      expect(page('diacriticsInTitle').page.Title).toBe('Diëtetiek');
      expect(page('longSpecialistName').page.Title.length).toBeGreaterThan(60);
      const names = w.specialists
        .map((specialist) => `${specialist.listItem.name} ${specialist.listItem.surName}`)
        .join(' ');
      expect(names).toMatch(/Hélène/);
      expect(names).toMatch(/Rénée/);
      expect(names).toMatch(/Özdemir/);
      expect(
        w.specialists.filter((specialist) => specialist.listItem.tussenvoegsel).length / w.specialists.length,
      ).toBeGreaterThan(0.15);
    });

    it('has empty lists', () => {
      expect(values('emptyLinksList', 'links_list').some((value) => (value['links'] as unknown[]).length === 0)).toBe(
        true,
      );
      expect(values('emptyPeople', 'people').some((value) => (value['people'] as unknown[]).length === 0)).toBe(true);
    });

    it('has media blocks with YouTube, Vimeo, .mp4 and unparsable video URLs', () => {
      const video = (name: AwkwardCase): string[] => values(name, 'media').map((value) => String(value['videoUrl']));
      expect(video('mediaYoutube').some((url) => new URL(url).hostname.endsWith('youtube.com'))).toBe(true);
      expect(video('mediaVimeo').some((url) => new URL(url).hostname.endsWith('vimeo.com'))).toBe(true);
      expect(video('mediaMp4').some((url) => url.endsWith('.mp4'))).toBe(true);
      expect(video('mediaUnparsableVideo').some((url) => !URL.canParse(url))).toBe(true);
    });

    it('has a newsTeaser with a slug that does not exist, and every other slug exists', () => {
      const news = new Set(
        w.pages
          .filter((entry) => entry.page.ContentType === 'News pagina' && entry.published)
          .map((entry) => entry.page.Path.slice(1)),
      );
      expect(values('newsTeaserMissingSlug', 'newsTeaser').flatMap((value) => value['slugs'] as string[])).toContain(
        MISSING_NEWS_SLUG,
      );
      expect(news.has(MISSING_NEWS_SLUG)).toBe(false);
      for (const entry of w.pages) {
        for (const block of blocksOf(entry.page.Content).filter((candidate) => candidate.kind === 'newsTeaser')) {
          for (const slug of (block.value as Value)['slugs'] as string[])
            if (slug !== MISSING_NEWS_SLUG) expect(news.has(slug), slug).toBe(true);
        }
      }
    });

    it('has related content by department, specialist and tags, naming things that exist', () => {
      expect(values('relatedContentDepartment', 'relatedContent').map((value) => value['source'])).toContain(
        'department',
      );
      expect(values('relatedContentSpecialist', 'relatedContent').map((value) => value['source'])).toContain(
        'specialist',
      );
      expect(values('relatedContentTags', 'relatedContent').map((value) => value['source'])).toContain('tags');
      const departments = new Set(w.organisations.map((unit) => unit.entity.Title));
      const specialists = new Set(w.specialists.map((specialist) => specialist.listItem.title));
      for (const entry of w.pages) {
        for (const block of blocksOf(entry.page.Content).filter((candidate) => candidate.kind === 'relatedContent')) {
          const value = block.value as Value;
          const known =
            value['source'] === 'department' ? departments : value['source'] === 'specialist' ? specialists : null;
          if (known) for (const title of value['values'] as string[]) expect(known.has(title), title).toBe(true);
        }
      }
    });

    it('has waiting-times blocks for a department and a centre, with waiting times behind them', () => {
      const department = values('waitingTimesDepartment', 'waitingTimes')[0];
      const centre = values('waitingTimesCentrum', 'waitingTimes')[0];
      expect(department?.['forPage']).toBe('department');
      expect(centre?.['forPage']).toBe('centrum');
      for (const value of [department, centre]) {
        expect(
          w.waitingTimes.some((entry) => entry.forPage === value?.['forPage'] && entry.title === value?.['pageTitle']),
        ).toBe(true);
        expect(
          w.consultations.some((entry) => entry.forPage === value?.['forPage'] && entry.title === value?.['pageTitle']),
        ).toBe(true);
      }
    });

    it('has one bmi block, one external form and header blocks', () => {
      expect(blocks('bmi', 'bmi')).toHaveLength(1);
      expect(blocks('externalForm', 'external_form')).toHaveLength(1);
      expect(blocks('headerBlock', 'header').length).toBeGreaterThan(0);
    });

    it('has location blocks that name existing units', () => {
      const units = new Set(
        w.organisations.map(
          (unit) =>
            `${unit.kind === 'centrum' ? 'centrum' : unit.kind === 'subcentrum' ? 'subcentrum' : unit.kind}:${unit.slug}`,
        ),
      );
      for (const entry of w.pages) {
        for (const block of blocksOf(entry.page.Content).filter(
          (candidate) => candidate.kind === 'location' || candidate.kind === 'locationExpandable',
        )) {
          const value = block.value as Value;
          expect(units.has(`${String(value['forPage'])}:${String(value['slug'])}`), `${entry.route}`).toBe(true);
        }
      }
    });

    it('has a department whose centre does not exist, and a ward without a department', () => {
      const orphan = w.organisations.find((unit) => unit.slug === ORPHAN_DEPARTMENT_SLUG);
      expect(orphan?.kind).toBe('department');
      expect(w.organisations.some((unit) => unit.kind === 'centrum' && unit.slug === orphan?.centrumSlug)).toBe(false);
      expect(orphan?.entity.Parent).not.toBeNull();
      expect(page('departmentWithoutCentre').page.Centrum?.Title).toBe(orphan?.entity.Parent?.Title);
      const location = w.locations.find((candidate) => candidate.slug === WARD_WITHOUT_DEPARTMENT.location);
      const ward = location?.clinics.find((clinic) => clinic.clinic.Title === WARD_WITHOUT_DEPARTMENT.title);
      expect(ward?.clinic.Kind).toBe('Verpleegafdeling');
      expect(ward?.organisation).toBeNull();
      expect(page('wardWithoutDepartment').page.Location?.Title).toBe(location?.details.Title);
    });
  });
}
