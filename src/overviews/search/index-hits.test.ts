import { describe, expect, it } from 'vitest';
import { excerptText, hitFromIndexResult } from '#src/overviews/search/index-hits.ts';

describe('hitFromIndexResult', () => {
  it('maps a result to the hit the list shows', () => {
    const hit = hitFromIndexResult(
      {
        url: '/afdelingen/cardiologie/',
        excerpt: 'De <mark>cardiologie</mark> &amp; hartbewaking',
        meta: { title: 'Cardiologie', description: 'Hart en vaten' },
      },
      'Pagina',
    );
    expect(hit).toEqual({
      label: 'Pagina',
      title: 'Cardiologie',
      description: 'Hart en vaten',
      image: null,
      url: '/afdelingen/cardiologie/',
      publishingDate: null,
      eventDate: null,
      departmentTitle: null,
    });
  });

  it('shows the excerpt as text when the page has no description', () => {
    const hit = hitFromIndexResult(
      { url: '/x/', excerpt: 'Zorg <mark>voor</mark> u &lt;b&gt;', meta: { title: 'X' } },
      'Pagina',
    );
    expect(hit.description).toBe('Zorg voor u <b>');
  });

  it('refuses an address the URL policy refuses', () => {
    const hit = hitFromIndexResult({ url: 'javascript:alert(1)', excerpt: '', meta: { title: 'X' } }, 'Page');
    expect(hit.url).toBe('');
  });

  it('falls back to the address for a result without title or excerpt', () => {
    expect(hitFromIndexResult({ url: '/a/', excerpt: '', meta: {} }, 'Page')).toMatchObject({
      title: '/a/',
      description: null,
    });
  });
});

describe('excerptText', () => {
  it('strips tags and decodes the escapes Pagefind writes', () => {
    expect(excerptText('a <mark>b</mark>  &quot;c&quot; &#39;d&#39;')).toBe('a b "c" \'d\'');
  });
});
