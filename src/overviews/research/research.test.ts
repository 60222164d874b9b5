import { describe, expect, it } from 'vitest';
import type { ResearchListItem } from '#src/lib/contract/index.ts';
import {
  NO_RESEARCH_QUERY,
  filterResearch,
  groupResearch,
  isResearchSectionFiltered,
  parseResearchQuery,
  researchDepartments,
  researchEntry,
  researchQueryString,
} from '#src/overviews/research/research.ts';

function study(
  title: string,
  topic: string | null,
  intro: string | null,
  departments: string[],
  patientNeeded = true,
): ResearchListItem {
  return {
    SharepointId: title.length,
    HeaderTitle: title,
    TeaserDescription: intro,
    Onderwerp: topic,
    Path: `/${title.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    Research: {
      PatientNeeded: patientNeeded,
      Onderwerp: topic,
      Departments: departments.map((Title) => ({ Title })),
      Specialists: [],
    },
  };
}

const ENTRIES = [
  researchEntry(
    study('BALANCE-studie: minder pijn bij reuma', 'Artritis psoriatica', 'Minder pijn na infuusbehandeling.', [
      'Reumatologie',
    ]),
    '/wetenschappelijke-onderzoeken/balance-studie',
  ),
  researchEntry(
    study('VISION-studie: glaucoom', 'Oogziekten', 'Kwaliteit van leven bij glaucoom.', [
      'Oogheelkunde',
      'Reumatologie',
    ]),
    '/wetenschappelijke-onderzoeken/vision-studie',
  ),
  researchEntry(study('apnea-studie', null, 'Slapen met een masker; onderzoek naar CPAP.', ['Longgeneeskunde']), null),
  researchEntry(study('Éen studie zonder afdeling', 'Pijn', null, []), null),
];
const titles = (query: Partial<typeof NO_RESEARCH_QUERY.a>) =>
  filterResearch(ENTRIES, { ...NO_RESEARCH_QUERY.a, ...query }).map((entry) => entry.t.split(/[-: ]/)[0]);

describe('research: the list the browser gets', () => {
  it('keeps title, topic, intro, departments and the page, no nulls', () => {
    expect(ENTRIES[0]).toEqual({
      t: 'BALANCE-studie: minder pijn bij reuma',
      o: 'Artritis psoriatica',
      i: 'Minder pijn na infuusbehandeling.',
      d: ['Reumatologie'],
      u: '/wetenschappelijke-onderzoeken/balance-studie',
    });
    expect(ENTRIES[2]).toEqual({
      t: 'apnea-studie',
      i: 'Slapen met een masker; onderzoek naar CPAP.',
      d: ['Longgeneeskunde'],
    });
    expect(ENTRIES[3]).toEqual({ t: 'Éen studie zonder afdeling', o: 'Pijn' });
  });
  it("a section's dropdown offers the departments of its studies", () => {
    expect(researchDepartments(ENTRIES)).toEqual(['Longgeneeskunde', 'Oogheelkunde', 'Reumatologie']);
  });
});

describe('research: filters', () => {
  it('the department must match exactly, case-insensitively', () => {
    expect(titles({ department: 'reumatologie' })).toEqual(['BALANCE', 'VISION']);
    expect(titles({ department: 'Oog' })).toEqual([]);
  });
  it('the search matches title, topic or intro as a substring, case-insensitively', () => {
    expect(titles({ search: 'GLAUCOOM' })).toEqual(['VISION']);
    expect(titles({ search: 'psoriatica' })).toEqual(['BALANCE']);
    expect(titles({ search: 'cpap' })).toEqual(['apnea']);
    expect(titles({ search: 'pijn' })).toEqual(['BALANCE', 'Éen']);
    expect(titles({ search: 'een studie' })).toEqual(['Éen']);
  });
  it('combines department and search', () => {
    expect(titles({ department: 'Reumatologie', search: 'leven' })).toEqual(['VISION']);
  });
});

describe('research: the query', () => {
  const departments = { a: ['Reumatologie', 'Oogheelkunde'], b: ['Radiologie'] };
  it('filter and search belong to the first section, filter2 and search2 to the second', () => {
    const query = parseResearchQuery(
      new URLSearchParams('filter=reumatologie&search=pijn&filter2=RADIOLOGIE&search2=%20scan%20'),
      departments,
    );
    expect(query).toEqual({
      a: { department: 'Reumatologie', search: 'pijn' },
      b: { department: 'Radiologie', search: 'scan' },
    });
    expect(researchQueryString(query)).toBe('?filter=Reumatologie&search=pijn&filter2=Radiologie&search2=scan');
  });
  it('a department the section does not offer falls back to all; empty values are left out', () => {
    const query = parseResearchQuery(new URLSearchParams('filter=Radiologie&search2=x'), departments);
    expect(query).toEqual({ a: { department: null, search: null }, b: { department: null, search: 'x' } });
    expect(researchQueryString(query)).toBe('?search2=x');
    expect(isResearchSectionFiltered(query.a)).toBe(false);
    expect(isResearchSectionFiltered(query.b)).toBe(true);
  });
});

describe('research: A to Z by title', () => {
  it('groups by the first letter without accents, sorted by title', () => {
    const groups = groupResearch(ENTRIES);
    expect([...groups.keys()]).toEqual(['A', 'B', 'E', 'V']);
  });
});
