import { describe, expect, it } from 'vitest';
import type { DepartmentOrCentrumEntry } from '#src/lib/contract/index.ts';
import {
  departmentListEntries,
  departmentListEntry,
  groupDepartments,
} from '#src/overviews/organisations/departments-list.ts';

const entry = (
  SharepointId: number,
  HeaderTitle: string,
  Url: string,
  TeaserDescription: string | null = null,
  HeaderDescription: string | null = null,
): DepartmentOrCentrumEntry => ({
  SharepointId,
  HeaderTitle,
  Url,
  TeaserDescription,
  HeaderDescription,
});

describe('department or centre list entry', () => {
  it('id from SharepointId, title with a capital first letter, intro from the teaser, else the header description', () => {
    expect(
      departmentListEntry(
        entry(1056, 'anesthesiologie', '/afdelingen-en-centra/anesthesiologie', 'Verdoving.', 'Kop.'),
      ),
    ).toEqual({
      id: '1056',
      title: 'Anesthesiologie',
      intro: 'Verdoving.',
      url: '/afdelingen-en-centra/anesthesiologie',
    });
    expect(departmentListEntry(entry(1, 'Urologie', '/u', '  ', 'Nieren en blaas.')).intro).toBe('Nieren en blaas.');
    expect(departmentListEntry(entry(2, 'Urologie', '/u', null, null)).intro).toBeNull();
    expect(departmentListEntry(entry(3, 'ïnfectiepreventie', '/i')).title).toBe('Ïnfectiepreventie');
  });
});

describe('departments and centres as one list', () => {
  const lists = {
    departments: [
      entry(1, 'Cardiologie', '/afdelingen-en-centra/hartcentrum/cardiologie'),
      entry(2, 'apotheek', '/afdelingen-en-centra/apotheek'),
    ],
    centres: [
      entry(10, 'Hartcentrum', '/afdelingen-en-centra/hartcentrum'),
      entry(10, 'Hartcentrum', '/afdelingen-en-centra/hartcentrum'),
      entry(11, 'Oogcentrum', '/afdelingen-en-centra/oogcentrum/'),
    ],
  };
  it('de-duplicates centres (by id or address)', () => {
    const entries = departmentListEntries({
      ...lists,
      centres: [...lists.centres, entry(12, 'Oogcentrum', '/afdelingen-en-centra/Oogcentrum')],
    });
    expect(entries.map((item) => item.title)).toEqual(['Cardiologie', 'Apotheek', 'Hartcentrum', 'Oogcentrum']);
  });
  it('groups by first letter and sorts by title within a letter', () => {
    const groups = groupDepartments([
      ...departmentListEntries(lists),
      departmentListEntry(entry(3, 'Chirurgie', '/c')),
      departmentListEntry(entry(4, 'Centrum voor ouderengeneeskunde', '/o')),
    ]);
    expect([...groups.keys()]).toEqual(['A', 'C', 'H', 'O']);
    expect(groups.get('C')?.map((item) => item.title)).toEqual([
      'Cardiologie',
      'Centrum voor ouderengeneeskunde',
      'Chirurgie',
    ]);
  });
});
