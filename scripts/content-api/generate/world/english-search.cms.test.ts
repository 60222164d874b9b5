import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startTestApi, type TestApi } from '../../test-support/helpers.ts';
import { world } from './test-helpers.ts';

const DEPARTMENTS_PAGE = '/en/patient-information/departments-and-specialties';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ scale: 0.05, seed: 1 });
});
afterAll(() => api.stop());

async function englishHits(query: string): Promise<string[]> {
  const { body } = await getJson(`${api.url}/api/v1/search/pages?query=${encodeURIComponent(query)}&lang=en`);
  return (body as { Rows: Array<{ url: string }> }).Rows.map((row) => row.url);
}

describe('the English site names the specialties in English', () => {
  it('an English search for a specialty finds the departments page, at the smallest scale too', async () => {
    expect(await englishHits('cardiology')).toContain(DEPARTMENTS_PAGE);
    expect(await englishHits('paediatrics')).toContain(DEPARTMENTS_PAGE);
  });

  it('the page is English and linked from the patient information page', () => {
    const pages = new Map(world().pages.map((page) => [page.route, page.page]));
    expect(pages.get(DEPARTMENTS_PAGE)?.Language.Code).toBe('en');
    expect(pages.get('/en/patient-information')?.Content).toContain(DEPARTMENTS_PAGE);
  });
});
