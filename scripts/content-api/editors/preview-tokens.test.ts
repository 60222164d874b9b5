import { describe, expect, it } from 'vitest';
import { PreviewTokens } from './preview-tokens.ts';

const KEY = Buffer.alloc(32, 7);

function clock(startMs: number): { now: () => number; advance: (ms: number) => void } {
  let ms = startMs;
  return { now: () => ms, advance: (by) => (ms += by) };
}

describe('PreviewTokens', () => {
  it('issues {expiry}.{mac} tokens that open the preview of their slug, case-insensitively', () => {
    const tokens = new PreviewTokens({ key: KEY, ttlSeconds: 60, now: () => 1_000_000 });
    const token = tokens.issue('Nieuw-Beleid');
    expect(token).toMatch(/^1060\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.check('nieuw-beleid', token)).toBe('valid');
    expect(tokens.check('NIEUW-BELEID', token)).toBe('valid');
  });

  it('tells a missing, wrong, tampered or other-slug token apart from a valid one', () => {
    const tokens = new PreviewTokens({ key: KEY, now: () => 5_000 });
    const token = tokens.issue('a');
    const [expiry = '', mac = ''] = token.split('.');
    expect(tokens.check('a', null)).toBe('missing');
    expect(tokens.check('a', '')).toBe('missing');
    expect(tokens.check('a', 'beleid-token')).toBe('wrong');
    expect(tokens.check('b', token)).toBe('wrong');
    expect(tokens.check('a', `${Number(expiry) + 1000}.${mac}`)).toBe('wrong');
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(tokens.check('a', `${expiry}.${flipped}`)).toBe('wrong');
    expect(new PreviewTokens({ now: () => 5_000 }).check('a', token)).toBe('wrong');
  });

  it('expires: valid for at least the lifetime and less than a second more', () => {
    const time = clock(10_999);
    const tokens = new PreviewTokens({ key: KEY, ttlSeconds: 3600, now: time.now });
    const short = tokens.issue('a', 1);
    const long = tokens.issue('a');
    time.advance(1000);
    expect(tokens.check('a', short)).toBe('valid');
    time.advance(1);
    expect(tokens.check('a', short)).toBe('expired');
    expect(tokens.check('a', long)).toBe('valid');
    time.advance(3600_000);
    expect(tokens.check('a', long)).toBe('expired');
  });

  it('refuses lifetimes that are not positive whole seconds, and validity beyond the lifetime', () => {
    expect(() => new PreviewTokens({ ttlSeconds: 0 })).toThrow(RangeError);
    expect(() => new PreviewTokens({ ttlSeconds: 1.5 })).toThrow(RangeError);
    const tokens = new PreviewTokens({ ttlSeconds: 10 });
    expect(tokens.ttlSeconds).toBe(10);
    expect(() => tokens.issue('a', 11)).toThrow(RangeError);
    expect(() => tokens.issue('a', 0)).toThrow(RangeError);
  });
});
