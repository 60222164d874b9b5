import { describe, expect, it } from 'vitest';
import { telHref } from '#src/lib/phone.ts';

describe('tel: links', () => {
  it('removes spaces and parentheses', () => {
    expect(telHref('023 224 0000')).toBe('tel:0232240000');
    expect(telHref('(023) 224 12 34')).toBe('tel:0232241234');
    expect(telHref(' 088\u00a0123 45 67 ')).toBe('tel:0881234567');
    expect(telHref('+31 (0)23 224 0000')).toBe('tel:+31023224' + '0000');
    expect(telHref('112')).toBe('tel:112');
  });
});

describe('ward tiles (spec 3 "Ward")', () => {
  it('phone links are tel: without spaces and parentheses', () => {
    expect(telHref('(023) 224 52 11')).toBe('tel:0232245211');
  });
});

describe('fixed lists of spec 2.1 and 2.6', () => {
  it('tel: links without spaces and parentheses', () => {
    expect(telHref('(023) 224 92 03')).toBe('tel:0232249203');
    expect(telHref('+31 23 224 0000')).toBe('tel:+31232240000');
  });
});
