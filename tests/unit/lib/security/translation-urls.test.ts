import { describe, expect, it } from 'vitest';
import { checkTranslationUrls } from '#src/lib/security/translation-urls.ts';

describe('addresses among the CMS UI strings', () => {
  it('are checked by the URL policy: a refused one is left out (the bundled address stays) and named', () => {
    const overlay = {
      header: { utility: { contact: { label: 'Contact', url: 'jav&#9;ascript:alert(1)' } } },
      footer: {
        prefooter: { buttonUrl: ' /contact ' },
        social: { facebook: { url: 'https://www.facebook.com/x' } },
        legal: { disclaimer: { url: 'data:text/html,x' } },
      },
      site: { name: 'javascript:alert(1) is just text here' },
    };
    const { overlay: checked, refused } = checkTranslationUrls(overlay);
    expect(checked).toEqual({
      header: { utility: { contact: { label: 'Contact' } } },
      footer: {
        prefooter: { buttonUrl: '/contact' },
        social: { facebook: { url: 'https://www.facebook.com/x' } },
        legal: { disclaimer: {} },
      },
      site: { name: 'javascript:alert(1) is just text here' },
    });
    expect(refused).toEqual([
      {
        key: 'header.utility.contact.url',
        value: 'jav&#9;ascript:alert(1)',
        reason: 'scheme javascript: is not allowed',
      },
      { key: 'footer.legal.disclaimer.url', value: 'data:text/html,x', reason: 'scheme data: is not allowed' },
    ]);
  });

  it('leave no overlay alone', () => {
    expect(checkTranslationUrls(undefined)).toEqual({ overlay: undefined, refused: [] });
  });
});
