import { describe, expect, it } from 'vitest';
import { specialistsOverviewModel } from '#src/overviews/specialists/specialists-model.ts';
import { testModelContext } from '../../../tests/unit/lib/models/fixtures.ts';

describe('specialists page model', () => {
  it('A to Z overview: its address as its alternate', async () => {
    const ctx = await testModelContext();
    const specialists = specialistsOverviewModel(
      { data: { s: [] } as never, choices: { departments: [], subDepartments: [], centres: [], roles: [] } as never },
      ctx,
    );
    expect(specialists.head.alternates).toEqual({ nl: '/specialisten' });
  });
});
