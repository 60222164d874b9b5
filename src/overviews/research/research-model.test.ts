import { describe, expect, it } from 'vitest';
import { researchOverviewModel } from '#src/overviews/research/research-model.ts';
import { testModelContext } from '../../../tests/unit/lib/models/fixtures.ts';

describe('research page model', () => {
  it('A to Z overview: the research header and its title', async () => {
    const ctx = await testModelContext();
    const research = researchOverviewModel({ data: { a: [], b: [] }, departments: { a: [], b: [] } }, ctx);
    expect(research.header.kind).toBe('researchOverview');
    expect(research.header.title).toBe('Wetenschappelijke onderzoeken');
  });
});
