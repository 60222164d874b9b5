import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '#src/lib/content/sanitize.ts';
import { NO_DEAD_LINKS } from '#src/lib/content/link-rules.ts';

describe('sanitising CMS HTML', () => {
  it('removes scripts, event handlers, inline styles and javascript: links, and keeps the text', () => {
    const dirty = '<p style="color:red" onclick="x()">Let <strong>op</strong><script>alert(1)</script></p><a href="javascript:alert(1)">klik</a><img src="/media/a.jpg" onerror="steal()" alt="a"><a href="/contact">contact</a>';
    const clean = sanitizeRichText(dirty, NO_DEAD_LINKS([]));
    expect(clean).toBe('<p>Let <strong>op</strong></p><a>klik</a><img src="/media/a.jpg" alt="a" /><a href="/contact">contact</a>');
  });
});
