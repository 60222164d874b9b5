import { describe, expect, it } from 'vitest';
import { wardsOverviewModel } from '#src/overviews/wards/wards-model.ts';
import type { WardLocationWithWards } from '#src/overviews/wards/ward-locations.ts';
import { testModelContext } from '../../../tests/unit/lib/models/fixtures.ts';

describe('wards page model', () => {
  it('wards: the default location at /verpleegafdelingen, a location of its own at its page, with its own title', async () => {
    const ctx = await testModelContext();
    const locations = [
      { id: 1, title: 'Haarlem Zuid', slug: 'haarlem-zuid', wards: [] },
      { id: 2, title: 'Hoofddorp', slug: 'hoofddorp', wards: [] },
    ] as WardLocationWithWards[];
    const overview = wardsOverviewModel(locations, null, ctx);
    expect(overview.initial?.slug).toBe('haarlem-zuid');
    expect(overview.head.alternates).toEqual({ nl: '/verpleegafdelingen' });
    expect(overview.head.title).toEqual({ Title: overview.header.title });
    const hoofddorp = wardsOverviewModel(locations, 'hoofddorp', ctx);
    expect(hoofddorp.initial?.title).toBe('Hoofddorp');
    expect(hoofddorp.head.alternates).toEqual({ nl: '/verpleegafdelingen/hoofddorp' });
    expect(hoofddorp.head.title.Title).toContain('Hoofddorp');
    expect(wardsOverviewModel([], null, ctx).initial).toBeNull();
  });
});
