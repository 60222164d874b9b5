import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { jsonLdScripts, srcsetUrls } from '../../../../scripts/build/html-refs.ts';

describe('HTML scanning shared by the media collection and the link check', () => {
  it('takes the URLs of a srcset, without descriptors or empty candidates', () => {
    expect(srcsetUrls(' /media/a.jpg 1x, /media/b.jpg   480w ,, ')).toEqual(['/media/a.jpg', '/media/b.jpg']);
    expect(srcsetUrls('')).toEqual([]);
  });

  it('hands over every JSON-LD script as a value and skips other scripts and invalid JSON', () => {
    const values: unknown[] = [];
    const jsonLd = jsonLdScripts((value) => values.push(value));
    const parser = new Parser({ onopentag: jsonLd.onopentag, ontext: jsonLd.ontext, onclosetag: jsonLd.onclosetag });
    parser.write('<script>var x = {"no": 1}</script><script type="application/ld+json">{"image": "/media/a.jpg"}</script>');
    parser.write('<script type="application/ld+json">{ not json</script><p>{"text": 1}</p><script type="application/ld+json">[1, 2]</script>');
    parser.end();
    expect(values).toEqual([{ image: '/media/a.jpg' }, [1, 2]]);
  });
});
