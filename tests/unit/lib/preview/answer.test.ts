import { describe, expect, it } from 'vitest';
import type { CmsPageModel } from '#src/lib/models/page-model.ts';
import { previewAnswer } from '#src/lib/preview/answer.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' };

describe('the answer of the preview route', () => {
  it('every outcome is private, not indexed and sends no referrer, with its own status', () => {
    expect(previewAnswer({ kind: 'unauthorized' }, null)).toEqual({
      status: 401,
      statusText: 'Unauthorized',
      headers: PRIVATE,
      locale: 'nl',
    });
    expect(previewAnswer({ kind: 'notFound' }, null)).toMatchObject({
      status: 404,
      statusText: 'Not Found',
      headers: PRIVATE,
    });
    expect(previewAnswer({ kind: 'unavailable' }, null)).toMatchObject({
      status: 503,
      statusText: 'Service Unavailable',
      headers: PRIVATE,
    });
  });

  it('a page is shown in its own language, whatever the browser prefers', () => {
    const model = { pageType: 'home', head: { locale: 'en' } } as unknown as CmsPageModel;
    expect(previewAnswer({ kind: 'page', model }, 'nl')).toEqual({
      status: 200,
      statusText: 'OK',
      headers: PRIVATE,
      locale: 'en',
    });
  });

  it('a problem is shown in Dutch unless the browser prefers English', () => {
    expect(previewAnswer({ kind: 'unauthorized' }, 'en-GB,en;q=0.9,nl;q=0.8').locale).toBe('en');
    expect(previewAnswer({ kind: 'notFound' }, 'nl,en;q=0.9').locale).toBe('nl');
  });
});
