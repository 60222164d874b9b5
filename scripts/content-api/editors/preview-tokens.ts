import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { lowerKey } from '../text/fold.ts';

/** How long an issued preview token opens its page unless told otherwise: one hour. */
export const DEFAULT_PREVIEW_TOKEN_TTL_SECONDS = 3600;

export type PreviewTokenCheck = 'valid' | 'missing' | 'wrong' | 'expired';

export type PreviewTokenOptions = {
  /** Seconds an issued token is valid (a positive integer); default 3600. */
  ttlSeconds?: number;
  /** The signing key; default 32 random bytes made now (tokens die with the process). */
  key?: Uint8Array;
  /** The clock in epoch milliseconds; default Date.now. */
  now?: () => number;
};

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Expiring preview tokens: `{expiresAtUnixSeconds}.{base64url HMAC-SHA256(key, slug + "\n" + expiry)}`.
 * The slug is compared lower-case, as the preview call finds pages. A token is valid before its
 * expiry second; one issued for `n` seconds lives at least `n` and less than `n + 1` seconds.
 */
export class PreviewTokens {
  readonly ttlSeconds: number;
  readonly #key: Uint8Array;
  readonly #now: () => number;

  constructor(options: PreviewTokenOptions = {}) {
    const ttl = options.ttlSeconds ?? DEFAULT_PREVIEW_TOKEN_TTL_SECONDS;
    if (!Number.isSafeInteger(ttl) || ttl <= 0)
      throw new RangeError(`the preview token lifetime must be a positive whole number of seconds, got ${ttl}`);
    this.ttlSeconds = ttl;
    this.#key = options.key ?? randomBytes(32);
    this.#now = options.now ?? Date.now;
  }

  /** A token for the page with `slug`, valid for `validForSeconds` (default: the lifetime). */
  issue(slug: string, validForSeconds: number = this.ttlSeconds): string {
    if (!Number.isSafeInteger(validForSeconds) || validForSeconds <= 0 || validForSeconds > this.ttlSeconds) {
      throw new RangeError(`a preview token is valid for 1 to ${this.ttlSeconds} seconds, not ${validForSeconds}`);
    }
    const expires = Math.ceil(this.#now() / 1000) + validForSeconds;
    return `${expires}.${this.#mac(slug, expires)}`;
  }

  /** Whether `token` opens the preview of `slug` now. */
  check(slug: string, token: string | null): PreviewTokenCheck {
    if (token === null || token === '') return 'missing';
    const match = TOKEN.exec(token);
    if (!match) return 'wrong';
    const expires = Number(match[1]);
    // Compared as text, not decoded: two base64url spellings of the same bytes are not both valid.
    const given = Buffer.from(match[2] ?? '', 'utf8');
    const expected = Buffer.from(this.#mac(slug, expires), 'utf8');
    if (given.byteLength !== expected.byteLength || !timingSafeEqual(given, expected)) return 'wrong';
    return this.#now() < expires * 1000 ? 'valid' : 'expired';
  }

  #mac(slug: string, expires: number): string {
    return createHmac('sha256', this.#key)
      .update(`${lowerKey(slug)}\n${expires}`)
      .digest('base64url');
  }
}
