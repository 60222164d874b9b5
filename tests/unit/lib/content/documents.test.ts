import { describe, expect, it } from 'vitest';
import { cmsDocumentPath, releaseDocumentPath } from '#src/lib/content/documents.ts';

describe('the release copy of a CMS document', () => {
  it('maps a patient folder to its copy under /documenten/, keeping a query or fragment', () => {
    expect(releaseDocumentPath('/api/v1/patient-folders/12/allergie.pdf')).toBe('/documenten/folders/12/allergie.pdf');
    expect(releaseDocumentPath('/api/v1/patient-folders/12/allergie.pdf#page=2')).toBe(
      '/documenten/folders/12/allergie.pdf#page=2',
    );
    expect(releaseDocumentPath('/API/v1/Patient-Folders/3/a.pdf')).toBe('/documenten/folders/3/a.pdf');
  });

  it('maps only document types (PDF, office files): no page, image or script is served from the site', () => {
    for (const file of ['a.pdf', 'a.PDF', 'a.doc', 'a.docx', 'a.ppt', 'a.pptx', 'a.xls', 'a.xlsx'])
      expect(releaseDocumentPath(`/api/v1/patient-folders/1/${file}`), file).toBe(`/documenten/folders/1/${file}`);
    for (const file of ['a.html', 'a.htm', 'a.svg', 'a.js', 'a.mjs', 'a.xml', 'a.xhtml', 'a.pdf.html', 'a', 'pdf']) {
      expect(releaseDocumentPath(`/api/v1/patient-folders/1/${file}`), file).toBeNull();
      expect(cmsDocumentPath(`/documenten/folders/1/${file}`), file).toBeNull();
    }
  });

  it('maps no file whose name hides a slash or backslash', () => {
    for (const file of ['..%2Fa.pdf', '..%2fa.pdf', '..%5Ca.pdf', 'x%5ca.pdf'])
      expect(releaseDocumentPath(`/api/v1/patient-folders/1/${file}`), file).toBeNull();
  });

  it('maps the copy back to the CMS address it is fetched from', () => {
    expect(cmsDocumentPath('/documenten/folders/12/allergie.pdf')).toBe('/api/v1/patient-folders/12/allergie.pdf');
    for (const path of ['/api/v1/patient-folders/1/a.pdf', '/api/v1/patient-folders/77/b%20c.pdf'])
      expect(cmsDocumentPath(releaseDocumentPath(path) ?? '')).toBe(path);
  });

  it('maps nothing else: other API calls, the folder search, deeper or climbing paths', () => {
    for (const path of [
      '/api/v1/patient-folders',
      '/api/v1/patient-folders/',
      '/api/v1/patient-folders/search',
      '/api/v1/patient-folders/1/2/a.pdf',
      '/api/v1/patient-folders/../pages/a',
      '/api/v1/patient-folders/1/..',
      '/api/v1/search/pages',
      '/media/a.pdf',
      '/folders',
    ])
      expect(releaseDocumentPath(path), path).toBeNull();
    for (const path of ['/documenten/', '/documenten/folders/a.pdf', '/documenten/other/1/a.pdf', '/media/a.jpg'])
      expect(cmsDocumentPath(path), path).toBeNull();
  });
});
