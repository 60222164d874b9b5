import { describe, expect, it } from 'vitest';
import { foldersOverviewModel } from '#src/overviews/folders/folders-model.ts';
import { testModelContext } from '../../../tests/unit/lib/models/fixtures.ts';

describe('folders page model', () => {
  it('A to Z overview: the list as given, its page type in its head', async () => {
    const ctx = await testModelContext();
    const folders = foldersOverviewModel(
      [{ title: 'Allergie', intro: null, url: '/api/v1/patient-folders/1/allergie.pdf' } as never],
      ctx,
    );
    expect(folders.entries).toHaveLength(1);
    expect(folders.head.pageType).toBe('foldersOverview');
  });
});
