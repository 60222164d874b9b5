import { describe, expect, it } from 'vitest';
import { generateWorld, REFERENCE_DATE } from './index.ts';

const world = generateWorld({ scale: 0.1, seed: 1, crisisBanner: false });
const referenceDay = REFERENCE_DATE.slice(0, 10);
const reviewed = world.pages.filter((entry) => entry.page.NextReviewDate !== null);

describe('review dates in the dataset', () => {
  it('gives a share of the general, organisation and location pages a last and next review a year apart', () => {
    const kinds = new Set(reviewed.map((entry) => entry.page.ContentType));
    expect(kinds).toContain('Afdeling pagina');
    expect(kinds).toContain('Spaarne pagina');
    expect(kinds.has('News pagina') || kinds.has('Specialist pagina') || kinds.has('Agenda pagina')).toBe(false);
    const eligible = world.pages.filter((entry) =>
      ['Spaarne pagina', 'Afdeling pagina', 'Centra pagina'].includes(entry.page.ContentType),
    );
    const share = eligible.filter((entry) => entry.page.NextReviewDate !== null).length / eligible.length;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.8);
    for (const { page } of reviewed) {
      expect(page.LastReviewedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const days = (Date.parse(page.NextReviewDate ?? '') - Date.parse(page.LastReviewedDate ?? '')) / 86_400_000;
      expect(days).toBe(365);
    }
  });

  it('has pages past their next review on the reference date, and pages not yet due', () => {
    const overdue = reviewed.filter((entry) => (entry.page.NextReviewDate ?? '') < referenceDay);
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.length).toBeLessThan(reviewed.length);
    expect(overdue.some((entry) => entry.page.ContentType === 'Afdeling pagina')).toBe(true);
  });

  it('keeps a page its days at every scale, and gives the house-rules draft a lapsed review', () => {
    const larger = generateWorld({ scale: 0.5, seed: 1, crisisBanner: false });
    const dates = new Map(larger.pages.map((entry) => [entry.route, entry.page.NextReviewDate]));
    for (const entry of reviewed.filter((page) => page.page.ContentType === 'Afdeling pagina'))
      expect(dates.get(entry.route)).toBe(entry.page.NextReviewDate);
    const draft = world.pages.find((entry) => entry.route === '/patienten-en-bezoekers/nieuwe-huisregels');
    expect(draft?.published).toBe(false);
    expect((draft?.page.NextReviewDate ?? '') < referenceDay).toBe(true);
  });
});
