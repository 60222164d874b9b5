import { describe, expect, it } from 'vitest';
import { BUNDLED_UI_STRINGS } from '@ziekenhuis/site-for-content-api';
import { EXCLUDED_TAGS, LOCATION_TITLES, PAGE_TRANSLATION_PAIRS, REFERENCE_DATE } from './index.ts';
import { TRANSLATION_OVERLAY } from './frame.ts';
import { world } from './test-helpers.ts';

const SPEC_LOCATIONS = [
  'Alsmeer',
  'Amsterdam',
  'Haarlem Noord',
  'Haarlem Zuid',
  'Heemstede',
  'Hillegom',
  'Hoofddorp',
  'IJmuiden',
  'Nieuw-Vennep',
  'Velsen Noord',
];
const MAIN = ['Haarlem Zuid', 'Haarlem Noord', 'Hoofddorp'];
const DAY = 86_400_000;

describe('the world at scale 1', () => {
  const w = world(1);
  const pages = new Map(w.pages.map((page) => [page.route, page]));
  const published = w.pages.filter((page) => page.published);
  const ofType = (type: string) => published.filter((page) => page.page.ContentType === type);

  it('has the ten locations of spec 9 with ids 1 to 10 and a page each', () => {
    expect(LOCATION_TITLES).toEqual(SPEC_LOCATIONS);
    expect(w.locations.map((location) => location.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(w.locations.map((location) => location.details.Title)).toEqual(SPEC_LOCATIONS);
    for (const location of w.locations) {
      const page = pages.get(`/contact/${location.slug}`);
      expect(page?.page.ContentType).toBe('Locatie pagina');
      expect(page?.page.Location).toEqual(location.details);
      expect(location.details.Address).toBeTruthy();
      expect(location.details.OpeningTimes).toBeTruthy();
      expect(location.details.OpeningTimesPolyclinic).toBeTruthy();
      expect(location.details.PhoneNumbers.length).toBeGreaterThan(0);
      expect(location.clinics.length).toBeGreaterThan(0);
    }
    const main = w.locations.filter((location) => MAIN.includes(location.details.Title));
    for (const location of main) {
      expect(location.details.VisitingTimes).toBeTruthy();
      expect(location.details.PostalAddress).toBeTruthy();
      expect(location.details.Email).toMatch(/@spaarnegasthuis\.nl$/);
    }
  });

  it('has clinics of every kind, and wards mainly at the three main sites', () => {
    const clinics = w.locations.flatMap((location) =>
      location.clinics.map((clinic) => ({ location: location.details.Title, ...clinic })),
    );
    for (const kind of ['Polikliniek', 'Dagbehandeling', 'Balie', 'Verpleegafdeling'])
      expect(
        clinics.some((clinic) => clinic.clinic.Kind === kind),
        kind,
      ).toBe(true);
    const wards = clinics.filter((clinic) => clinic.clinic.Kind === 'Verpleegafdeling');
    expect(wards.filter((ward) => MAIN.includes(ward.location)).length / wards.length).toBeGreaterThan(0.9);
    for (const ward of wards) {
      expect(ward.clinic.VisitTime, ward.clinic.Title).toBeTruthy();
      expect(ward.clinic.PhoneNumber.length).toBeGreaterThan(0);
    }
    expect(wards.filter((ward) => ward.organisation === null)).toHaveLength(1);
    expect(
      clinics
        .filter((clinic) => MAIN.includes(clinic.location))
        .every((clinic) => /^Volg route \d+|^De Spoedeisende Hulp/.test(clinic.clinic.Route ?? '')),
    ).toBe(true);
  });

  it('keeps each organisation unit and its page together', () => {
    const slugs = new Set<string>();
    for (const unit of w.organisations) {
      expect(slugs.has(`${unit.kind}:${unit.slug}`)).toBe(false);
      slugs.add(`${unit.kind}:${unit.slug}`);
      const page = w.pages.find((candidate) => candidate.page.SharepointId === unit.entity.SharepointId);
      expect(page?.page.ContentType, unit.slug).toBe(unit.entity.ContentType);
      expect(page?.page.Organisation?.Title).toBe(unit.entity.Title);
      expect(page?.page.Path).toBe(`/${unit.slug}`);
      if (unit.kind === 'centrum') {
        expect(unit.entity.Logo).not.toBeNull();
        expect(unit.entity.Parent).toBeNull();
      }
      if (unit.kind === 'department' && unit.centrumSlug) expect(page?.page.Centrum?.Path).toBe(`/${unit.centrumSlug}`);
      if (unit.kind === 'subdepartment') {
        expect(page?.page.Department?.Path).toBe(`/${unit.departmentSlug}`);
        if (unit.centrumSlug)
          expect(page?.page.Centrum?.Path ?? page?.page.Department?.Centrum?.Path).toBe(`/${unit.centrumSlug}`);
      }
    }
    const departments = w.organisations.filter((unit) => unit.kind === 'department');
    expect(departments.filter((unit) => unit.centrumSlug).length).toBeGreaterThan(10);
    expect(departments.filter((unit) => !unit.centrumSlug).length).toBeGreaterThan(10);
    expect(w.organisations.some((unit) => unit.entity.AppointmentURL)).toBe(true);
  });

  it('has specialists with titles, tussenvoegsels, roles, BIG numbers and pages', () => {
    const titles = new Set(ofType('Specialist pagina').map((page) => page.page.Specialist?.AcademicTitle ?? ''));
    for (const title of ['', 'dr.', 'prof. dr.', 'drs.']) expect(titles.has(title), title).toBe(true);
    const roles = new Set(w.specialists.map((specialist) => specialist.listItem.role));
    for (const role of ['Cardioloog', 'Longarts', 'Kinderarts', 'Verpleegkundig specialist', 'Physician assistant'])
      expect(roles.has(role), role).toBe(true);
    for (const specialist of w.specialists) {
      expect(specialist.listItem.url).toBe(`/${specialist.slug}`);
      const page = pages.get(`/specialisten/${specialist.slug}`);
      expect(page?.page.Specialist?.Surname).toBe(specialist.listItem.surName);
      if (page?.page.Specialist?.Doctor) expect(page.page.Specialist.BIGRegistrationNumber).toMatch(/^\d{11}$/);
    }
    expect(new Set(w.specialists.map((specialist) => specialist.listItem.tussenvoegsel)).size).toBeGreaterThan(5);
  });

  it('dates news over the two years before the reference date, and events before and after it', () => {
    const reference = Date.parse(REFERENCE_DATE);
    const news = ofType('News pagina');
    for (const item of news) {
      const published = Date.parse(item.page.PublicationDate ?? '');
      expect(published).toBeLessThanOrEqual(reference + DAY);
      expect(published).toBeGreaterThan(reference - 740 * DAY);
      expect(item.page.Author?.Title).toBeTruthy();
    }
    const tags = news.flatMap((item) => item.page.Tags.map((tag) => tag.Title));
    for (const tag of EXCLUDED_TAGS) expect(tags).toContain(tag);
    expect(news.filter((item) => item.page.DepartmentsTitles.length > 0).length).toBe(news.length);
    expect(news.some((item) => item.page.SpecialistsTitles.length > 0 && item.page.CentraTitles.length > 0)).toBe(true);
    const events = ofType('Agenda pagina').map((item) => Date.parse(item.page.EventDate ?? ''));
    expect(events.some((time) => time < reference)).toBe(true);
    expect(events.some((time) => time > reference)).toBe(true);
  });

  it('has folders with PDF paths, tags, organisation names and PDF text', () => {
    for (const entry of w.folders) {
      expect(entry.folder.Path).toMatch(
        new RegExp(`^/api/v1/patient-folders/${entry.folder.SharepointId}/[a-z0-9-]+\\.pdf$`),
      );
      expect(entry.folder.Tags.length).toBeGreaterThan(0);
      expect(entry.folder.Departments.length).toBeGreaterThan(0);
      expect(entry.pdfTitle).toBe(entry.folder.DocumentTitle);
      expect(entry.pdfText.split('\n\n').length).toBeGreaterThanOrEqual(3);
    }
    expect(w.folders.some((entry) => entry.folder.Centra.length > 0)).toBe(true);
    expect(w.folders.some((entry) => entry.folder.Subcentra.length > 0)).toBe(true);
    expect(w.folders.some((entry) => entry.folder.Subdepartments.length > 0)).toBe(true);
  });

  it('has research that needs patients and research that does not', () => {
    const research = ofType('Onderzoek pagina');
    const needing = research.filter((page) => page.page.Research?.PatientNeeded).length;
    expect(needing / research.length).toBeGreaterThan(0.3);
    expect(needing / research.length).toBeLessThan(0.7);
    expect(research.every((page) => (page.page.Research?.Departments.length ?? 0) > 0)).toBe(true);
  });

  it('has waiting times of every kind for every department and centre, with the edge values', () => {
    for (const unit of w.organisations.filter(
      (candidate) => candidate.kind === 'department' || candidate.kind === 'centrum',
    )) {
      if (unit.slug === 'bekkenfysiotherapie') continue;
      const forPage = unit.kind === 'centrum' ? 'centrum' : 'department';
      const entries = w.waitingTimes.filter((entry) => entry.forPage === forPage && entry.title === unit.entity.Title);
      for (const kind of ['Polikliniek', 'Onderzoek', 'Behandeling'])
        expect(
          entries.some((entry) => entry.kind === kind),
          `${unit.slug} ${kind}`,
        ).toBe(true);
      expect(
        entries.some((entry) => MAIN.includes(entry.location)),
        unit.slug,
      ).toBe(true);
      expect(entries.every((entry) => SPEC_LOCATIONS.includes(entry.location))).toBe(true);
    }
    const days = w.waitingTimes.map((entry) => entry.days);
    for (const value of [0, '-', 1]) expect(days).toContain(value);
    expect(
      w.consultations.some((entry) =>
        entry.entry.Locations.some((location) => typeof location.Days === 'number' && location.Days < 0),
      ),
    ).toBe(true);
    expect(w.consultations.some((entry) => entry.forPage === 'centrum')).toBe(true);
  });

  it('has the friends section, the waiting-times page and the English set', () => {
    expect(
      ofType('Vrienden pagina')
        .map((page) => page.route)
        .sort(),
    ).toEqual(
      [
        'kom-in-actie',
        'shop',
        'word-bedrijfsvriend',
        'nalatenschap',
        'projecten',
        'over-ons',
        'contactgegevens',
        'donatie',
      ]
        .map((slug) => `/vrienden/${slug}`)
        .sort(),
    );
    expect(pages.get('/wachttijden')?.page.ContentType).toBe('Wachttijden pagina');
    for (const pair of PAGE_TRANSLATION_PAIRS) {
      expect(pages.get(pair.nl)?.page.Language.Code, pair.nl).toBe('nl');
      expect(pages.get(pair.en)?.page.Language.Code, pair.en).toBe('en');
    }
  });

  it('has unpublished drafts with their own preview tokens', () => {
    const drafts = w.pages.filter((page) => !page.published);
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    for (const draft of drafts) expect(draft.previewToken).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(drafts.map((draft) => draft.previewToken)).size).toBe(drafts.length);
    expect(new Set(drafts.map((draft) => draft.page.Path)).size).toBe(drafts.length);
    expect(published.every((page) => page.previewToken === null)).toBe(true);
  });

  it('gives phone numbers unique ids', () => {
    const ids = w.phoneNumbers.map((entry) => entry.SharepointId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes Dutch with its diacritics', () => {
    const text = published.map((page) => page.page.Content ?? '').join(' ');
    for (const word of ['patiënt', 'geïnformeerd', 'één', 'Diëtetiek', 'ziekenhuis'])
      expect(text, word).toContain(word);
  });
});

type Tree = { [key: string]: string | Tree };
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

describe('the translation overlay', () => {
  for (const language of ['nl', 'en'] as const) {
    it(`only overlays keys that exist in src/i18n/${language}.json, as a tree`, () => {
      const bundled = BUNDLED_UI_STRINGS[language] as Tree;
      const known = new Set(leafKeys(bundled));
      expect(Object.keys(TRANSLATION_OVERLAY[language]).filter((key) => !known.has(key))).toEqual([]);
      expect(leafKeys(world(0.05).translations[language] as Tree).sort()).toEqual(
        Object.keys(TRANSLATION_OVERLAY[language]).sort(),
      );
    });
  }
});
