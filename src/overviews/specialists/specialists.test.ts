import { describe, expect, it } from 'vitest';
import type { SpecialistListItem } from '#src/lib/contract/index.ts';
import {
  filterSpecialists,
  groupSpecialists,
  matchesName,
  organisationChoices,
  parseSpecialistQuery,
  specialistChoices,
  specialistDisplayName,
  specialistQueryString,
  specialistsData,
  isSpecialistQueryEmpty,
  NO_SPECIALIST_QUERY,
} from '#src/overviews/specialists/specialists.ts';

const ref = (Title: string) => ({ Title, Path: `/${Title.toLowerCase()}` });

function specialist(
  overrides: Partial<SpecialistListItem> & Pick<SpecialistListItem, 'name' | 'surName'>,
): SpecialistListItem {
  return {
    tussenvoegsel: null,
    title: `${overrides.name.charAt(0)}. ${overrides.tussenvoegsel ? `${overrides.tussenvoegsel} ` : ''}${overrides.surName}`,
    role: 'Cardioloog',
    departments: [],
    subDepartments: [],
    centra: [],
    image: null,
    url: `/${overrides.name.toLowerCase()}-${overrides.surName.toLowerCase()}`,
    ...overrides,
  };
}

const ITEMS: SpecialistListItem[] = [
  specialist({
    name: 'Jeroen',
    tussenvoegsel: 'de',
    surName: 'Vries',
    title: 'dr. J.P. de Vries',
    role: 'Dermatoloog',
    departments: [ref('Dermatologie')],
  }),
  specialist({
    name: 'Ayşe',
    surName: 'Özdemir',
    title: 'A. Özdemir',
    role: 'Dermatoloog',
    departments: [ref('Dermatologie')],
    image: { url: 'https://cms.example/media/specialisten/ayse.jpg', title: 'Portret' },
  }),
  specialist({
    name: 'Björn',
    surName: 'Zijlstra',
    role: 'Longarts',
    departments: [ref('Longgeneeskunde')],
    subDepartments: [ref('Slaapcentrum')],
    centra: [ref('Longcentrum')],
  }),
  specialist({
    name: 'Karin',
    surName: 'Hoekstra',
    role: 'Vaatchirurg',
    departments: [ref('Vaatchirurgie')],
    centra: [ref('Hartcentrum')],
  }),
  specialist({ name: 'Pieter', surName: 'Jansen', role: 'Chirurg', departments: [ref('Chirurgie')] }),
  specialist({
    name: 'Rénée',
    tussenvoegsel: "van 't",
    surName: 'Hek',
    role: 'Orthopedisch chirurg',
    departments: [ref('Orthopedie')],
    centra: [ref('Bewegingscentrum')],
  }),
  specialist({ name: 'Anna', surName: 'Vandermeer', role: 'chirurg', departments: [ref('chirurgie')] }),
];

const built = new Set(ITEMS.filter((item) => item.surName !== 'Jansen').map((item) => `/specialisten${item.url}`));
const DATA = specialistsData(ITEMS, {
  routeOf: (item) => (built.has(`/specialisten${item.url}`) ? `/specialisten${item.url}` : null),
  photoOf: (url) => new URL(url).pathname,
});
const CHOICES = specialistChoices(ITEMS);
const names = (query: Partial<typeof NO_SPECIALIST_QUERY>) =>
  filterSpecialists(DATA, { ...NO_SPECIALIST_QUERY, ...query }).map((entry) => entry.s);

describe('specialists: the list the browser gets', () => {
  it('keeps what is shown and filtered on, with short keys and no nulls', () => {
    const vries = DATA.s[0];
    expect(vries).toEqual({
      n: 'dr. J.P. de Vries',
      f: 'Jeroen',
      p: 'de',
      s: 'Vries',
      r: 'Dermatoloog',
      o: [DATA.o.indexOf('Dermatologie')],
      u: '/specialisten/jeroen-vries',
    });
    expect(DATA.s[1]?.i).toBe('/media/specialisten/ayse.jpg');
    expect(JSON.stringify(DATA)).not.toContain('null');
  });
  it('names each department, sub-department and centre once (case-insensitive)', () => {
    expect(DATA.o).toContain('Slaapcentrum');
    expect(DATA.o).toContain('Longcentrum');
    expect(DATA.o.filter((title) => title.toLowerCase() === 'chirurgie')).toHaveLength(1);
  });
  it('leaves the link out when the build has no page for the specialist', () => {
    expect(DATA.s.find((entry) => entry.s === 'Jansen')?.u).toBeUndefined();
  });
});

describe('specialists: display name', () => {
  it('is the list form title, else first name, prefix and surname', () => {
    expect(specialistDisplayName(ITEMS[0]!)).toBe('dr. J.P. de Vries');
    expect(specialistDisplayName({ title: '  ', name: 'Jan', tussenvoegsel: 'van den', surName: 'Berg' })).toBe(
      'Jan van den Berg',
    );
    expect(specialistDisplayName({ title: '', name: 'Jan', tussenvoegsel: null, surName: 'Berg' })).toBe('Jan Berg');
  });
});

describe('specialists: dropdown choices', () => {
  it('offers departments, sub-departments and centres, each title once, sorted', () => {
    expect(CHOICES.departments).toEqual([
      'Chirurgie',
      'Dermatologie',
      'Longgeneeskunde',
      'Orthopedie',
      'Vaatchirurgie',
    ]);
    expect(CHOICES.subDepartments).toEqual(['Slaapcentrum']);
    expect(CHOICES.centres).toEqual(['Bewegingscentrum', 'Hartcentrum', 'Longcentrum']);
    expect(organisationChoices(CHOICES)).toHaveLength(9);
  });
  it('offers every role once', () => {
    expect(CHOICES.roles).toEqual(['Chirurg', 'Dermatoloog', 'Longarts', 'Orthopedisch chirurg', 'Vaatchirurg']);
  });
});

describe('specialists: the query', () => {
  const choices = { organisations: organisationChoices(CHOICES), roles: CHOICES.roles };
  it('reads filter, filter2 and search, matching the options case-insensitively', () => {
    expect(
      parseSpecialistQuery(new URLSearchParams('filter=slaapcentrum&filter2=LONGARTS&search=%20zijl%20'), choices),
    ).toEqual({
      filter: 'Slaapcentrum',
      filter2: 'Longarts',
      search: 'zijl',
    });
  });
  it('falls back to all for values the dropdowns do not offer, and to no search for an empty one', () => {
    expect(
      parseSpecialistQuery(new URLSearchParams('filter=Bestaat%20niet&filter2=Tovenaar&search=%20%20'), choices),
    ).toEqual(NO_SPECIALIST_QUERY);
  });
  it('leaves empty values out of the address', () => {
    expect(specialistQueryString({ filter: 'Hartcentrum', filter2: null, search: 'de vries' })).toBe(
      '?filter=Hartcentrum&search=de+vries',
    );
    expect(specialistQueryString(NO_SPECIALIST_QUERY)).toBe('');
    expect(isSpecialistQueryEmpty(NO_SPECIALIST_QUERY)).toBe(true);
  });
});

describe('specialists: filters', () => {
  it('department filter matches a department, a sub-department or a centre, case-insensitively', () => {
    expect(names({ filter: 'Dermatologie' })).toEqual(['Vries', 'Özdemir']);
    expect(names({ filter: 'slaapcentrum' })).toEqual(['Zijlstra']);
    expect(names({ filter: 'HARTCENTRUM' })).toEqual(['Hoekstra']);
    expect(names({ filter: 'Chirurgie' })).toEqual(['Jansen', 'Vandermeer']);
  });
  it('role must match exactly (case-insensitive): Chirurg is not Vaatchirurg or Orthopedisch chirurg', () => {
    expect(names({ filter2: 'Chirurg' })).toEqual(['Jansen', 'Vandermeer']);
    expect(names({ filter2: 'chirurg ' })).toEqual(['Jansen', 'Vandermeer']);
    expect(names({ filter2: 'Chir' })).toEqual([]);
  });
  it('name search matches first name, prefix or surname as a substring, case- and accent-insensitively', () => {
    expect(names({ search: 'jero' })).toEqual(['Vries']);
    expect(names({ search: "VAN 'T" })).toEqual(['Hek']);
    expect(names({ search: 'stra' })).toEqual(['Zijlstra', 'Hoekstra']);
    expect(names({ search: 'ozdemir' })).toEqual(['Özdemir']);
    expect(names({ search: 'van' })).toEqual(['Hek', 'Vandermeer']);
    expect(names({ search: 'de vries' })).toEqual(['Vries']);
    expect(names({ search: 'cardio' })).toEqual([]);
  });
  it('combines every given filter', () => {
    expect(names({ filter: 'Chirurgie', filter2: 'Chirurg', search: 'jan' })).toEqual(['Jansen']);
    expect(names({ filter: 'Dermatologie', filter2: 'Longarts' })).toEqual([]);
    expect(names({})).toHaveLength(ITEMS.length);
  });
  it('matchesName ignores an absent prefix', () => {
    expect(matchesName({ f: 'Ana', s: 'Bakker' }, 'ana bak')).toBe(true);
    expect(matchesName({ f: 'Ana', s: 'Bakker' }, 'x')).toBe(false);
  });
});

describe('specialists: A to Z by surname', () => {
  it('groups by the surname without its prefix and sorts by surname, then first name', () => {
    const groups = groupSpecialists(DATA.s);
    expect([...groups.keys()]).toEqual(['H', 'J', 'O', 'V', 'Z']);
    expect(groups.get('H')?.map((entry) => entry.s)).toEqual(['Hek', 'Hoekstra']);
    expect(groups.get('V')?.map((entry) => entry.s)).toEqual(['Vandermeer', 'Vries']);
    expect(groups.get('O')?.map((entry) => entry.f)).toEqual(['Ayşe']);
  });
});
