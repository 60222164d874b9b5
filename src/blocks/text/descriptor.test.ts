import { describe, expect, it } from 'vitest';
import { text } from '#src/blocks/text/descriptor.ts';

const value = {
  title: 'Inleiding',
  html: '<p>Zie <a href="/contact">contact</a>, <a>geen adres</a> of <a href="mailto:info@example.org">mail</a>.</p>',
};

/** The fields the schema names when it refuses a value (none: accepted). */
const refused = (input: unknown) => text.schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the text block', () => {
  it('accepts rich text (a title is optional), and refuses a value without HTML', () => {
    expect(text.schema.parse(value)).toEqual(value);
    expect(text.schema.parse({ html: '<p>x</p>' })).toEqual({ html: '<p>x</p>' });
    expect(refused({ title: 'Inleiding' })).toEqual(['html']);
  });

  it('links to every href in its HTML, as written', () => {
    expect(text.links?.(value)).toEqual(['/contact', 'mailto:info@example.org']);
  });

  it('makes no calls and always shows', () => {
    expect(text.calls).toBeUndefined();
    expect(text.showsNothing).toBeUndefined();
  });

  it("gets an anchor and records its clicks as 'text'", () => {
    expect(text.inAnchorMenu).toBe(true);
    expect(text.clickEvent).toBe('text');
  });
});
