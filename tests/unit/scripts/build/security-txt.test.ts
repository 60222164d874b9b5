import { describe, expect, it } from 'vitest';
import {
  defaultExpiry,
  securityTxt,
  securityTxtExpiry,
  securityTxtExpiryWarning,
} from '../../../../scripts/build/security-txt.ts';

const NOW = new Date('2026-11-26T03:30:00Z');

describe('security.txt', () => {
  it('says whom to contact, until when, in which languages, and where it lives', () => {
    expect(
      securityTxt({
        contacts: ['mailto:security@spaarnegasthuis.nl', 'https://www.example.nl/melden'],
        expires: new Date('2027-05-01T00:00:00.000Z'),
        siteUrl: 'https://www.example.nl',
      }),
    ).toBe(
      [
        '# How to report a security vulnerability to the Spaarne Gasthuis (RFC 9116).',
        'Contact: mailto:security@spaarnegasthuis.nl',
        'Contact: https://www.example.nl/melden',
        'Expires: 2027-05-01T00:00:00Z',
        'Preferred-Languages: nl, en',
        'Canonical: https://www.example.nl/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });

  it('expires by default on the first of the month six months on: always more than 30 days, less than a year', () => {
    expect(defaultExpiry(NOW)).toEqual(new Date('2027-05-01T00:00:00Z'));
    expect(defaultExpiry(new Date('2026-07-31T23:59:59Z'))).toEqual(new Date('2027-01-01T00:00:00Z'));
    for (const now of [NOW, new Date('2026-01-31T23:59:59Z'), new Date('2026-12-01T00:00:00Z')]) {
      const days = (securityTxtExpiry(null, now).getTime() - now.getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(30);
      expect(days).toBeLessThan(365);
    }
  });

  it('fails the build when the configured expiry is less than 30 days away, or past', () => {
    expect(securityTxtExpiry(new Date('2027-01-01T00:00:00Z'), NOW)).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(securityTxtExpiry(new Date('2026-12-26T03:30:00Z'), NOW)).toEqual(new Date('2026-12-26T03:30:00Z'));
    expect(() => securityTxtExpiry(new Date('2026-12-26T03:29:59Z'), NOW)).toThrow(
      /SECURITY_TXT_EXPIRES is 2026-12-26T03:29:59Z, 29 days away; it must be at least 30 days ahead/,
    );
    expect(() => securityTxtExpiry(new Date('2026-01-01T00:00:00Z'), NOW)).toThrow(/already past/);
  });

  it('warns when the expiry is more than a year ahead, as RFC 9116 advises against', () => {
    expect(securityTxtExpiryWarning(new Date('2027-11-26T03:30:00Z'), NOW)).toBeNull();
    expect(securityTxtExpiryWarning(defaultExpiry(NOW), NOW)).toBeNull();
    expect(securityTxtExpiryWarning(new Date('2027-11-27T00:00:00Z'), NOW)).toMatch(
      /SECURITY_TXT_EXPIRES is 2027-11-27T00:00:00Z, 365 days away; RFC 9116 advises less than a year/,
    );
  });
});
