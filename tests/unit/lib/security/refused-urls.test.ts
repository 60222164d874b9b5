import { describe, expect, it } from 'vitest';
import { footerLinkSchema, navigationSchema, searchResultsSchema } from '#src/lib/contract/index.ts';
import { describeRefusedUrl, refusedUrls } from '#src/lib/security/refused-urls.ts';

describe('refused URLs in a CMS answer', () => {
  it('are found by comparing the answer with what the contract gave back, and named by their item', () => {
    const raw = [
      {
        NavigationItem: { Title: 'Zorg', InternalLink: '/zorg', ExternalLink: null },
        Children: [
          {
            NavigationItem: { Title: 'Kwaad', InternalLink: null, ExternalLink: { Url: 'jav&#9;ascript:alert(1)' } },
            Children: [],
          },
        ],
      },
    ];
    const parsed = navigationSchema.parse(raw);
    expect(parsed[0]?.Children[0]?.NavigationItem.ExternalLink?.Url).toBe('');
    expect(refusedUrls(raw, parsed, 'navigation/nl')).toEqual([
      {
        item: '"Kwaad"',
        field: '[0].Children[0].NavigationItem.ExternalLink.Url',
        value: 'jav&#9;ascript:alert(1)',
        reason: 'scheme javascript: is not allowed',
      },
    ]);
  });

  it('leave allowed URLs, empty texts and nulls alone', () => {
    const raw = {
      Title: 'Route',
      Link: { Url: 'https://example.nl', ContentType: null },
      Column: 'Column 1',
      OrderInColumn: 1,
    };
    expect(refusedUrls(raw, footerLinkSchema.parse(raw), 'footer')).toEqual([]);
    const hits = {
      Rows: [
        {
          label: 'Pagina',
          title: 'Hart',
          description: '',
          image: null,
          url: '/hart',
          publishingDate: null,
          eventDate: null,
          departmentTitle: null,
        },
      ],
      Suggestions: [],
    };
    expect(refusedUrls(hits, searchResultsSchema.parse(hits), 'search')).toEqual([]);
  });

  it('read as one report line naming where, the item, the field and the value', () => {
    const raw = {
      Rows: [
        {
          label: 'Pagina',
          title: 'Hart',
          description: null,
          image: { url: 'data:image/svg+xml,<svg onload=alert(1)>', title: '' },
          url: 'vbscript:x',
          publishingDate: null,
          eventDate: null,
          departmentTitle: null,
        },
      ],
      Suggestions: [],
    };
    const lines = refusedUrls(raw, searchResultsSchema.parse(raw), 'the answer').map((refused) =>
      describeRefusedUrl(refused, 'search/pages'),
    );
    expect(lines).toEqual([
      'search/pages: "Hart" Rows[0].image.url: "data:image/svg+xml,<svg onload=alert(1)>" (scheme data: is not allowed); dropped',
      'search/pages: "Hart" Rows[0].url: "vbscript:x" (scheme vbscript: is not allowed); dropped',
    ]);
  });
});
