import { describe, expect, it } from 'vitest';
import { internationalPhone, parseDutchAddress } from '#src/lib/seo/hospital.ts';

describe('structured data (schema.org JSON-LD)', () => {
  it('reads Dutch addresses and phone numbers as editors write them', () => {
    expect(parseDutchAddress('Spaarnepoort 1, 2134TM Hoofddorp')).toEqual({
      streetAddress: 'Spaarnepoort 1',
      postalCode: '2134 TM',
      addressLocality: 'Hoofddorp',
      addressCountry: 'NL',
    });
    expect(parseDutchAddress('Postbus 417')).toBeNull();
    expect(internationalPhone('023 224 0000')).toBe('+31 23 224 0000');
    expect(internationalPhone('0031 23 224 0000')).toBe('+31 23 224 0000');
    expect(internationalPhone('+31 (0)23 224 0000')).toBe('+31 23 224 0000');
  });
});
