import { describe, expect, it } from 'vitest';
import { patientFolderSchema } from '#src/lib/contract/folders.ts';

const folder = (Path: string) => ({
  SharepointId: 1,
  DocumentTitle: 'Allergie',
  Introduction: null,
  Path,
  Tags: [],
  Departments: [],
  Subdepartments: [],
  Centra: [],
  Subcentra: [],
});

describe('a patient folder', () => {
  it('is a file /api/v1/patient-folders/{id}/{file}, which the release can keep a copy of', () => {
    expect(patientFolderSchema.safeParse(folder('/api/v1/patient-folders/1/allergie.pdf')).success).toBe(true);
    for (const path of [
      '/api/v1/patient-folders/search',
      '/api/v1/patient-folders/1/2/a.pdf',
      '/api/v1/patient-folders/1/..',
      '/api/v1/pages/a',
      '/api/v1/patient-folders/1/a.html',
      '/api/v1/patient-folders/1/a.svg',
      '/api/v1/patient-folders/1/a.js',
      'https://cms.example.nl/api/v1/patient-folders/1/a.pdf',
    ])
      expect(patientFolderSchema.safeParse(folder(path)).success, path).toBe(false);
  });
});
