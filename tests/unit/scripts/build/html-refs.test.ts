import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { jsonLdScripts, srcsetUrls, writeWithoutStyleText } from '../../../../scripts/build/html-refs.ts';

/** The pieces writeWithoutStyleText hands on, joined. */
function withoutStyleText(html: string): string {
  const pieces: string[] = [];
  writeWithoutStyleText(html, (piece) => pieces.push(piece));
  return pieces.join('');
}

describe('HTML scanning shared by the media collection and the link check', () => {
  it('takes the URLs of a srcset, without descriptors or empty candidates', () => {
    expect(srcsetUrls(' /media/a.jpg 1x, /media/b.jpg   480w ,, ')).toEqual(['/media/a.jpg', '/media/b.jpg']);
    expect(srcsetUrls('')).toEqual([]);
  });

  it('hands over every JSON-LD script as a value and skips other scripts and invalid JSON', () => {
    const values: unknown[] = [];
    const jsonLd = jsonLdScripts((value) => values.push(value));
    const parser = new Parser({ onopentag: jsonLd.onopentag, ontext: jsonLd.ontext, onclosetag: jsonLd.onclosetag });
    parser.write(
      '<script>var x = {"no": 1}</script><script type="application/ld+json">{"image": "/media/a.jpg"}</script>',
    );
    parser.write(
      '<script type="application/ld+json">{ not json</script><p>{"text": 1}</p><script type="application/ld+json">[1, 2]</script>',
    );
    parser.end();
    expect(values).toEqual([{ image: '/media/a.jpg' }, [1, 2]]);
  });

  describe('withoutStyleText', () => {
    /** Every tag a tokenizer sees, with its attributes. */
    const tags = (html: string) => {
      const seen: string[] = [];
      const parser = new Parser({
        onopentag: (name, attributes) => seen.push(`${name} ${JSON.stringify(attributes)}`),
      });
      parser.write(html);
      parser.end();
      return seen;
    };

    it('empties style elements and keeps every tag around them', () => {
      const html =
        '<head><meta http-equiv="content-security-policy" content="a"><style>body{background:url(/media/x.webp)}a<b{}</style><STYLE media="print">p{}</STYLE ></head><body><img src="/media/y.webp"></body>';
      expect(withoutStyleText(html)).toBe(
        '<head><meta http-equiv="content-security-policy" content="a"><style></style><STYLE media="print"></STYLE ></head><body><img src="/media/y.webp"></body>',
      );
      expect(tags(withoutStyleText(html))).toEqual(tags(html));
    });

    it('leaves script text and comments alone, a <style> inside them included', () => {
      const html =
        '<script>const s = "<style>x{}</style>";</script><!-- <style>y{}</style> --><style>z{}</style><img src="/media/a.webp">';
      expect(withoutStyleText(html)).toBe(
        '<script>const s = "<style>x{}</style>";</script><!-- <style>y{}</style> --><style></style><img src="/media/a.webp">',
      );
      expect(tags(withoutStyleText(html))).toEqual(tags(html));
    });

    it('ends a style at its first </style, and one that never closes runs to the end', () => {
      expect(withoutStyleText('<style>a{}</style/><p>')).toBe('<style></style/><p>');
      expect(withoutStyleText('<p><style>a{} <img src="/media/no.webp">')).toBe('<p><style>');
      expect(withoutStyleText('<stylesheet>x</stylesheet><styles>')).toBe('<stylesheet>x</stylesheet><styles>');
      expect(withoutStyleText('no tags')).toBe('no tags');
    });

    it('hands a streaming parser the same tags, piece by piece', () => {
      const html =
        '<head><style>a{}</style><meta property="og:image" content="/media/og.webp"></head><body><style>b{}</style><img srcset="/media/a.webp 1x"></body>';
      const pieces: string[] = [];
      writeWithoutStyleText(html, (piece) => pieces.push(piece));
      expect(pieces).toEqual([
        '<head><style>',
        '</style><meta property="og:image" content="/media/og.webp"></head><body><style>',
        '</style><img srcset="/media/a.webp 1x"></body>',
      ]);
      const seen: string[] = [];
      const parser = new Parser({ onopentag: (name) => seen.push(name), onclosetag: (name) => seen.push(`/${name}`) });
      for (const piece of pieces) parser.write(piece);
      parser.end();
      expect(seen).toEqual([
        'head',
        'style',
        '/style',
        'meta',
        '/meta',
        '/head',
        'body',
        'style',
        '/style',
        'img',
        '/img',
        '/body',
      ]);
    });
  });
});
