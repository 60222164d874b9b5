import { describe, expect, it } from 'vitest';
import { notFoundPageModel } from '#src/lib/models/not-found-page.ts';
import { testModelContext } from './fixtures.ts';

describe('not-found page model', () => {
  it('not found: never indexed, no alternates', async () => {
    const ctx = await testModelContext();
    const notFound = notFoundPageModel(ctx);
    expect(notFound.head).toMatchObject({ pageType: 'notFound', noindex: true, alternates: {} });
  });
});
