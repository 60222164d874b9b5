import { describe, expect, it } from 'vitest';
import { preferredCoding } from '../../../../scripts/origin/accept-encoding.ts';

const both = ['br', 'gzip'] as const;

describe('preferredCoding', () => {
  it('prefers brotli, then gzip, when the browser takes both alike', () => {
    expect(preferredCoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(preferredCoding('gzip, deflate', both)).toBe('gzip');
    expect(preferredCoding('br', ['gzip'])).toBe('identity');
    expect(preferredCoding('GZIP', both)).toBe('gzip');
    expect(preferredCoding('x-gzip', both)).toBe('gzip');
  });

  it('follows q-values, and never sends a coding with q=0', () => {
    expect(preferredCoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip', both)).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip;q=0', both)).toBe('identity');
    expect(preferredCoding('br ; q=0.9 , gzip ; q=0.1', both)).toBe('br');
    // A q that is not a q-value counts as refusal.
    expect(preferredCoding('br;q=2, gzip', both)).toBe('gzip');
    expect(preferredCoding('br;q=abc, gzip', both)).toBe('gzip');
  });

  it('sends the file as it is when asked for no coding, for identity, or for identity above the rest', () => {
    expect(preferredCoding(undefined, both)).toBe('identity');
    expect(preferredCoding('', both)).toBe('identity');
    expect(preferredCoding('identity', both)).toBe('identity');
    expect(preferredCoding('gzip;q=0.5, identity', both)).toBe('identity');
    expect(preferredCoding('gzip, identity;q=0.5', both)).toBe('gzip');
  });

  it('reads * as every coding the header does not name', () => {
    expect(preferredCoding('*', both)).toBe('br');
    expect(preferredCoding('br;q=0, *', both)).toBe('gzip');
    expect(preferredCoding('*;q=0', both)).toBe('identity');
    expect(preferredCoding('*;q=0.5, identity', both)).toBe('identity');
    expect(preferredCoding('*;q=0, identity;q=0', both)).toBe('identity');
  });

  it('reads a header sent in several lines as one', () => {
    expect(preferredCoding(['gzip;q=0.2', 'br;q=0.4'], both)).toBe('br');
  });
});
