import { describe, expect, it } from 'vitest';
import { patientFolderSchema } from '@ziekenhuis/site-for-content-api';
import { useFixtureApi } from '../test-support/fixtures/client.ts';

const api = useFixtureApi();
const folders = patientFolderSchema.array();

async function searchIds(body: unknown): Promise<Array<number | string>> {
  const { status, body: answer } = await api.post('/patient-folders/search', body);
  expect(status, JSON.stringify(answer)).toBe(200);
  return folders.parse(answer).map((folder) => folder.SharepointId);
}

describe('patient-folders', () => {
  it('lists every folder by DocumentTitle', async () => {
    const all = await api.parse(folders, '/patient-folders');
    expect(all.map((folder) => folder.SharepointId)).toEqual([1002, 1003, 1000, 1001]);
    expect(all[2]?.Path).toBe('/api/v1/patient-folders/1000/hartkatheterisatie.pdf');
  });

  it('POST patient-folders/search finds folders by each criterion kind, case-insensitively', async () => {
    expect(await searchIds({ Kind: 'ByTags', Tags: ['operatie'] })).toEqual([1002, 1001]);
    expect(await searchIds({ Kind: 'ByTags', Tags: ['Onderzoek', 'Operatie'] })).toEqual([1002, 1000, 1001]);
    expect(await searchIds({ Kind: 'ByTags', Tags: ['Onbekend'] })).toEqual([]);
    expect(await searchIds({ Kind: 'ByDepartment', DepartmentName: 'Cardiologie' })).toEqual([1000]);
    expect(await searchIds({ Kind: 'BySubdepartment', SubdepartmentName: 'hartfalenpolikliniek' })).toEqual([1003]);
    expect(await searchIds({ Kind: 'ByCentrum', CentrumName: 'HARTCENTRUM' })).toEqual([1000]);
    expect(await searchIds({ Kind: 'BySubcentrum', SubcentrumName: 'Vaatcentrum' })).toEqual([1003]);
  });

  for (const [name, body] of [
    ['no body', undefined],
    ['an empty object', {}],
    ['an unknown kind', { Kind: 'ByColour', Colour: 'red' }],
    ['no tags', { Kind: 'ByTags', Tags: [] }],
    ['a missing name', { Kind: 'ByDepartment' }],
    ['a list', [{ Kind: 'ByDepartment', DepartmentName: 'Cardiologie' }]],
    ['invalid JSON', '{"Kind": '],
  ] as const) {
    it(`POST patient-folders/search answers 400 for ${name}`, async () => {
      const { status, body: answer } =
        body === undefined
          ? await api.get('/patient-folders/search', { method: 'POST' })
          : await api.post('/patient-folders/search', body);
      expect(status).toBe(400);
      expect(answer).toEqual({ Message: expect.any(String) });
    });
  }

  it('GET patient-folders/search is 405 (search is POST)', async () => {
    await api.expectError('/patient-folders/search', 405);
  });

  it('serves each folder as a valid one-page PDF with its title and text', async () => {
    const response = await fetch(`${api.url}/patient-folders/1002/anesthesie.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = bytes.toString('latin1');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Anesthesie \\(pijnbestrijding\\) \\\\ verdoving) Tj');
    expect(text).toContain('/BaseFont /Helvetica');
    expect(text).toContain('/Count 1');
    // The cross-reference table points at every object, and startxref at the table.
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true));
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(streamStart + length, streamStart + length + 'endstream'.length)).toBe('endstream');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
  });

  it('the PDF path is case-insensitive; unknown folders or files are 404', async () => {
    expect((await fetch(`${api.url}/patient-folders/1000/Hartkatheterisatie.PDF`)).status).toBe(200);
    await api.expectError('/patient-folders/1000/andere-naam.pdf', 404);
    await api.expectError('/patient-folders/9999/hartkatheterisatie.pdf', 404);
    await api.expectError('/patient-folders/1000/hartkatheterisatie', 404);
  });
});
