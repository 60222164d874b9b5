import { describe, expect, it } from 'vitest';
import { folderCriteria } from '#src/lib/api/folders.ts';
import type { PatientFolder } from '#src/lib/contract/index.ts';
import {
  NO_FOLDER_QUERY,
  filterFolders,
  folderCriterion,
  folderEntry,
  folderFilterLabel,
  folderHref,
  folderQueryString,
  groupFolders,
  parseFolderQuery,
  type FolderQuery,
} from '#src/overviews/folders/folders.ts';

function folder(
  id: number,
  title: string,
  facets: Partial<Pick<PatientFolder, 'Tags' | 'Departments' | 'Subdepartments' | 'Centra' | 'Subcentra'>> = {},
): PatientFolder {
  return {
    SharepointId: id,
    DocumentTitle: title,
    Introduction: 'Uitleg.',
    Path: `/api/v1/patient-folders/${id}/${title.toLowerCase().replace(/[^a-z]+/g, '-')}.pdf`,
    Tags: [],
    Departments: [],
    Subdepartments: [],
    Centra: [],
    Subcentra: [],
    ...facets,
  };
}

const ENTRIES = [
  folder(1, 'Acne', { Tags: ['Leefstijl'], Departments: ['Dermatologie'] }),
  folder(2, 'Hartrevalidatie thuis', {
    Tags: ['Nazorg', 'Leefstijl'],
    Departments: ['Cardiologie'],
    Subdepartments: ['Hartrevalidatie'],
    Centra: ['Hartcentrum'],
  }),
  folder(3, 'Bevallen in het ziekenhuis', {
    Tags: ['Opname'],
    Departments: ['Verloskunde'],
    Centra: ['Moeder- en kindcentrum'],
    Subcentra: ['Geboortecentrum'],
  }),
  folder(4, 'Ablatie bij boezemfibrilleren', {
    Tags: ['Behandeling'],
    Departments: ['Cardiologie'],
    Centra: ['Hartcentrum'],
    Subcentra: ['Hartritmecentrum'],
  }),
  folder(5, '3D-echo in de zwangerschap', {}),
].map(folderEntry);

const titles = (query: Partial<FolderQuery>) =>
  filterFolders(ENTRIES, folderCriterion({ ...NO_FOLDER_QUERY, ...query })).map((entry) => entry.t.split(' ')[0]);

describe('folders: the list the browser gets', () => {
  it('keeps the introduction as one line of text, and leaves it out when the CMS has none or only spaces', () => {
    const withIntro = (Introduction: string | null) => folderEntry({ ...folder(9, 'Zwangerschap'), Introduction });
    expect(withIntro('  Wat u kunt\n verwachten.\t').i).toBe('Wat u kunt verwachten.');
    expect(withIntro(null)).not.toHaveProperty('i');
    expect(withIntro(' \n ')).not.toHaveProperty('i');
  });

  it('keeps the title, the download after its fixed prefix, the introduction and the non-empty facets; links to the release copy', () => {
    expect(ENTRIES[0]).toEqual({
      t: 'Acne',
      p: '1/acne.pdf',
      i: 'Uitleg.',
      g: ['Leefstijl'],
      d: ['Dermatologie'],
    });
    expect(folderHref(ENTRIES[0]!)).toBe('/documenten/folders/1/acne.pdf');
    expect(ENTRIES[4]).toEqual({
      t: '3D-echo in de zwangerschap',
      p: '5/-d-echo-in-de-zwangerschap.pdf',
      i: 'Uitleg.',
    });
  });
});

describe('folders: the query', () => {
  it('reads tags comma separated or repeated, each once, and the organisation names', () => {
    const query = parseFolderQuery(
      new URLSearchParams(
        'tags=leefstijl,Nazorg&tags=LEEFSTIJL&tags=Opname&department=cardiologie&subDepartment=&centrum=%20hartcentrum%20',
      ),
    );
    expect(query).toEqual({
      tags: ['leefstijl', 'Nazorg', 'Opname'],
      department: 'cardiologie',
      subDepartment: null,
      centrum: 'hartcentrum',
      subcentrum: null,
    });
    expect(folderQueryString(query)).toBe(
      '?tags=leefstijl%2CNazorg%2COpname&department=cardiologie&centrum=hartcentrum',
    );
    expect(folderQueryString(NO_FOLDER_QUERY)).toBe('');
  });
});

describe('folders: one criterion, as the folder search of spec 3', () => {
  const cases: Array<Partial<FolderQuery>> = [];
  const values = {
    tags: [['Leefstijl'], ['a', 'b'], ['  '], []],
    department: ['Cardiologie', ' ', null],
    subDepartment: ['Hartrevalidatie', null],
    centrum: ['Hartcentrum', null],
    subcentrum: ['Geboortecentrum', '', null],
  } as const;
  for (const tags of values.tags)
    for (const department of values.department)
      for (const subDepartment of values.subDepartment)
        for (const centrum of values.centrum)
          for (const subcentrum of values.subcentrum)
            cases.push({ tags: [...tags], department, subDepartment, centrum, subcentrum });

  it('every combination: the first non-blank of tags, sub-department, department, sub-centre, centre', () => {
    const blank = (value: string | null | undefined) => !value || !value.trim();
    for (const query of cases) {
      const tags = (query.tags ?? []).filter((tag) => !blank(tag));
      const expected =
        tags.length > 0
          ? 'ByTags'
          : !blank(query.subDepartment)
            ? 'BySubdepartment'
            : !blank(query.department)
              ? 'ByDepartment'
              : !blank(query.subcentrum)
                ? 'BySubcentrum'
                : !blank(query.centrum)
                  ? 'ByCentrum'
                  : null;
      expect(folderCriterion(query)?.Kind ?? null).toBe(expected);
    }
    expect(cases.length).toBe(4 * 3 * 2 * 2 * 3);
  });
  it('the island and the API client use one rule', () => {
    expect(folderCriterion).toBe(folderCriteria);
  });
  it('tags first, then sub-department, department, sub-centre, centre', () => {
    expect(folderCriterion({ tags: ['Opname'], department: 'Cardiologie' })).toEqual({
      Kind: 'ByTags',
      Tags: ['Opname'],
    });
    expect(folderCriterion({ department: 'Cardiologie', subDepartment: 'Hartrevalidatie' })?.Kind).toBe(
      'BySubdepartment',
    );
    expect(folderCriterion({ centrum: 'Hartcentrum', subcentrum: 'Hartritmecentrum' })?.Kind).toBe('BySubcentrum');
    expect(folderCriterion({ centrum: 'Hartcentrum', department: 'Verloskunde' })?.Kind).toBe('ByDepartment');
    expect(folderCriterion(NO_FOLDER_QUERY)).toBeNull();
  });
});

describe('folders: filtering (client-side, over every folder)', () => {
  it('without a criterion shows every folder', () => {
    expect(titles({})).toHaveLength(5);
  });
  it('tags: a folder with any of the tags, case-insensitively', () => {
    expect(titles({ tags: ['leefstijl'] })).toEqual(['Acne', 'Hartrevalidatie']);
    expect(titles({ tags: ['Opname', 'Behandeling'] })).toEqual(['Bevallen', 'Ablatie']);
    expect(titles({ tags: ['Onbekend'] })).toEqual([]);
  });
  it('department, sub-department, centre and sub-centre by name, case-insensitively', () => {
    expect(titles({ department: 'CARDIOLOGIE' })).toEqual(['Hartrevalidatie', 'Ablatie']);
    expect(titles({ subDepartment: 'hartrevalidatie' })).toEqual(['Hartrevalidatie']);
    expect(titles({ centrum: 'hartcentrum' })).toEqual(['Hartrevalidatie', 'Ablatie']);
    expect(titles({ subcentrum: 'Geboortecentrum' })).toEqual(['Bevallen']);
  });
  it('only the picked criterion applies (tags win over a department)', () => {
    expect(titles({ tags: ['Opname'], department: 'Cardiologie' })).toEqual(['Bevallen']);
  });
});

describe('folders: what the page says it filters on', () => {
  it('the names with a capital first letter, by kind', () => {
    expect(folderFilterLabel(folderCriterion({ tags: ['leefstijl', 'nazorg'] }))).toEqual({
      kind: 'tags',
      values: ['Leefstijl', 'Nazorg'],
    });
    expect(folderFilterLabel(folderCriterion({ department: 'cardiologie' }))).toEqual({
      kind: 'department',
      values: ['Cardiologie'],
    });
    expect(folderFilterLabel(folderCriterion({ subcentrum: 'geboortecentrum' }))).toEqual({
      kind: 'subcentrum',
      values: ['Geboortecentrum'],
    });
    expect(folderFilterLabel(null)).toBeNull();
  });
});

describe('folders: A to Z', () => {
  it('groups by first letter, sorted by title; a title that starts with no letter goes last', () => {
    const groups = groupFolders(ENTRIES);
    expect([...groups.keys()]).toEqual(['A', 'B', 'H', '#']);
    expect(groups.get('A')?.map((entry) => entry.t)).toEqual(['Ablatie bij boezemfibrilleren', 'Acne']);
  });
});
