import { describe, expect, it } from 'vitest';
import { folderCriteria } from '#src/lib/folder-criteria.ts';

describe('folder criteria from the /folders query', () => {
  it('tags first, then the most specific organisation; nothing set means no search', () => {
    expect(folderCriteria({ tags: ['Hart', ' '], department: 'Cardiologie' })).toEqual({
      Kind: 'ByTags',
      Tags: ['Hart'],
    });
    expect(folderCriteria({ department: 'Cardiologie', subDepartment: 'Hartfalen' })).toEqual({
      Kind: 'BySubdepartment',
      SubdepartmentName: 'Hartfalen',
    });
    expect(folderCriteria({ department: 'Cardiologie' })).toEqual({
      Kind: 'ByDepartment',
      DepartmentName: 'Cardiologie',
    });
    expect(folderCriteria({ centrum: 'Hartcentrum', subcentrum: 'Vaatcentrum' })).toEqual({
      Kind: 'BySubcentrum',
      SubcentrumName: 'Vaatcentrum',
    });
    expect(folderCriteria({ centrum: 'Hartcentrum' })).toEqual({ Kind: 'ByCentrum', CentrumName: 'Hartcentrum' });
    expect(folderCriteria({})).toBeNull();
  });
});
