import { describe, expect, it } from 'vitest';
import type { World } from '../../world/types.ts';
import { generateWorld } from './index.ts';

type Counts = Record<string, number>;

function counts(world: World): Counts {
  const published = world.pages.filter((page) => page.published);
  const byType = (type: string, language: 'nl' | 'en' = 'nl'): number =>
    published.filter((page) => page.page.ContentType === type && page.page.Language.Code === language).length;
  const kinds = (kind: string): number => world.organisations.filter((unit) => unit.kind === kind).length;
  const clinics = world.locations.flatMap((location) => location.clinics);
  return {
    pages: world.pages.length,
    centres: kinds('centrum'),
    subcentres: kinds('subcentrum'),
    departments: kinds('department'),
    subdepartments: kinds('subdepartment'),
    locations: world.locations.length,
    clinics: clinics.length,
    wards: clinics.filter((clinic) => clinic.clinic.Kind === 'Verpleegafdeling').length,
    specialists: world.specialists.length,
    news: byType('News pagina'),
    events: byType('Agenda pagina'),
    folders: world.folders.length,
    research: byType('Onderzoek pagina'),
    generalDutch: byType('Spaarne pagina'),
    generalEnglish: byType('Spaarne pagina', 'en'),
    friends: byType('Vrienden pagina'),
    waitingTimes: world.waitingTimes.length,
    consultations: world.consultations.length,
    redirects: world.redirects.length,
    unpublished: world.pages.filter((page) => !page.published).length,
    phoneNumbers: world.phoneNumbers.length,
    images: world.images.length,
  };
}

// How long scale 10 takes to generate is a benchmark figure: `npm run bench:content-api -- --scale 10`.
const generated = (scale: number): World => generateWorld({ scale, seed: 1, crisisBanner: true });

describe('counts per family', () => {
  const at1 = counts(generated(1));
  const at10 = counts(generated(10));
  const at005 = counts(generated(0.05));
  console.table({ 'scale 0.05': at005, 'scale 1': at1, 'scale 10': at10 });

  it('has a large general hospital at scale 1', () => {
    expect(at1.centres).toBe(10);
    expect(at1.subcentres).toBeGreaterThanOrEqual(5);
    expect(at1.departments).toBeGreaterThanOrEqual(35);
    expect(at1.departments).toBeLessThanOrEqual(45);
    expect(at1.subdepartments).toBeGreaterThanOrEqual(10);
    expect(at1.locations).toBe(10);
    expect(at1.specialists).toBe(250);
    expect(at1.news).toBeGreaterThanOrEqual(380);
    expect(at1.news).toBeLessThanOrEqual(420);
    expect(at1.events).toBeGreaterThanOrEqual(140);
    expect(at1.events).toBeLessThanOrEqual(160);
    expect(at1.folders).toBe(300);
    expect(at1.research).toBe(40);
    expect(at1.generalDutch).toBeGreaterThanOrEqual(130);
    expect(at1.generalDutch).toBeLessThanOrEqual(170);
    expect(at1.generalEnglish).toBeGreaterThanOrEqual(15);
    expect(at1.friends).toBe(8);
    expect(at1.redirects).toBeGreaterThanOrEqual(45);
    expect(at1.redirects).toBeLessThanOrEqual(60);
    expect(at1.unpublished).toBeGreaterThanOrEqual(3);
    expect(at1.wards).toBeGreaterThanOrEqual(20);
  });

  it('has at least a few of everything at scale 0.05', () => {
    for (const [family, count] of Object.entries(at005)) expect(count, family).toBeGreaterThanOrEqual(3);
  });

  it('has about ten times the generated families at scale 10', () => {
    for (const family of [
      'specialists',
      'news',
      'events',
      'folders',
      'research',
      'generalDutch',
      'redirects',
    ] as const) {
      const ratio = (at10[family] ?? 0) / (at1[family] ?? 1);
      expect(ratio, family).toBeGreaterThan(5.5);
      expect(ratio, family).toBeLessThan(11);
    }
    for (const family of ['specialists', 'news', 'events', 'folders', 'research'] as const) {
      const ratio = (at10[family] ?? 0) / (at1[family] ?? 1);
      expect(ratio, family).toBeGreaterThan(9);
    }
    expect(at10.departments).toBe(at1.departments);
    expect(at10.friends).toBe(at1.friends);
    expect(at10.generalEnglish).toBe(at1.generalEnglish);
  });
});
