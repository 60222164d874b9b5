import { describe, expect, it } from 'vitest';
import { editTitle, findWorldPage, publishPage, unpublishPage } from './world-edits.ts';
import { fixtureWorld } from '../test-support/fixtures/world.ts';

describe('world edits', () => {
  it('finds pages by route, case-insensitively, home pages included', () => {
    const world = structuredClone(fixtureWorld());
    expect(findWorldPage(world, '/Over-Ons/')?.route).toBe('/over-ons');
    expect(findWorldPage(world, '/')?.page).toBe(world.homePages.nl);
    expect(findWorldPage(world, '/bestaat-niet')).toBeNull();
  });

  it('renames a page, its default header title, and where its children name it as parent or grandparent', () => {
    const world = structuredClone(fixtureWorld());
    expect(editTitle(world, '/over-ons', 'Over het ziekenhuis')?.page).toMatchObject({
      Title: 'Over het ziekenhuis',
      HeaderTitle: 'Over het ziekenhuis',
    });
    const child = findWorldPage(world, '/over-ons/organisatie');
    const grandchild = findWorldPage(world, '/over-ons/organisatie/raad-van-bestuur');
    expect(child?.page.Parent?.Title).toBe('Over het ziekenhuis');
    expect(grandchild?.page.Parent?.Parent?.Title ?? 'Over het ziekenhuis').toBe('Over het ziekenhuis');
    expect(editTitle(world, '/bestaat-niet', 'X')).toBeNull();
  });

  it('stamps the edited page with the time of the edit when given one', () => {
    const world = structuredClone(fixtureWorld());
    expect(editTitle(world, '/over-ons', 'Over ons', '2026-11-26T10:00:00.000Z')?.page.ModifiedDate).toBe(
      '2026-11-26T10:00:00.000Z',
    );
  });

  it('keeps a header title of its own', () => {
    const world = structuredClone(fixtureWorld());
    const entry = findWorldPage(world, '/over-ons');
    if (!entry) throw new Error('no /over-ons');
    entry.page.HeaderTitle = 'Eigen kop';
    editTitle(world, '/over-ons', 'Nieuw');
    expect(entry.page).toMatchObject({ Title: 'Nieuw', HeaderTitle: 'Eigen kop' });
  });

  it('publishes a draft; a published page stays published', () => {
    const world = structuredClone(fixtureWorld());
    expect(findWorldPage(world, '/over-ons/nieuw-beleid')?.published).toBe(false);
    expect(publishPage(world, '/over-ons/nieuw-beleid')?.published).toBe(true);
    expect(publishPage(world, '/over-ons')?.published).toBe(true);
    expect(publishPage(world, '/bestaat-niet')).toBeNull();
  });

  it('unpublishes a page; an unpublished page stays unpublished; the home pages and unknown routes are refused', () => {
    const world = structuredClone(fixtureWorld());
    expect(unpublishPage(world, '/Over-Ons/')?.published).toBe(false);
    expect(findWorldPage(world, '/over-ons')?.published).toBe(false);
    expect(unpublishPage(world, '/over-ons/nieuw-beleid')?.published).toBe(false);
    expect(unpublishPage(world, '/')).toBeNull();
    expect(unpublishPage(world, '/en')).toBeNull();
    expect(unpublishPage(world, '/bestaat-niet')).toBeNull();
  });
});
