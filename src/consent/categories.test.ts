import { describe, expect, it } from 'vitest';
import {
  COOKIE_CATEGORIES,
  CONSENT_COOKIE_DAYS,
  DEFAULT_CONSENT_SIGNALS,
  THIRD_PARTY_CATEGORIES,
  isMandatory,
  acceptAllValues,
  withMandatoryYes,
  consentSignals,
  declineAllValues,
  shouldShowCookieBar,
  valuesFromCookies,
  answerExpired,
  consentDateOf,
} from '#src/consent/categories.ts';

describe('cookie consent rules', () => {
  it('has five categories, two of them mandatory, kept for 1000 days', () => {
    expect(COOKIE_CATEGORIES).toHaveLength(5);
    expect(CONSENT_COOKIE_DAYS).toBe(1000);
  });

  it('shows the bar unless showCookies is "no"', () => {
    expect(shouldShowCookieBar(undefined)).toBe(true);
    expect(shouldShowCookieBar('yes')).toBe(true);
    expect(shouldShowCookieBar('no')).toBe(false);
  });

  it('accept all says yes to everything; decline all keeps only functional and analytical', () => {
    expect(Object.values(acceptAllValues()).every((value) => value === 'yes')).toBe(true);
    expect(declineAllValues()).toEqual({
      'functional-cookies': 'yes',
      'analytical-cookies': 'yes',
      'video-cookies': 'no',
      'tracking-cookies': 'no',
      'read-aloud-cookies': 'no',
    });
  });

  it('applied settings cannot switch off the mandatory categories', () => {
    expect(withMandatoryYes({ 'functional-cookies': 'no', 'video-cookies': 'yes' })).toMatchObject({
      'functional-cookies': 'yes',
      'analytical-cookies': 'yes',
      'video-cookies': 'yes',
      'tracking-cookies': 'no',
    });
  });

  it('reads stored cookies, treating anything but "yes" as no', () => {
    const stored: Record<string, string> = { 'video-cookies': 'yes', 'tracking-cookies': 'maybe' };
    expect(valuesFromCookies((name) => stored[name])).toMatchObject({
      'video-cookies': 'yes',
      'tracking-cookies': 'no',
      'functional-cookies': 'yes',
    });
  });

  it('the tag manager belongs to a mandatory category (any answer); every other third party to an optional one', () => {
    expect(isMandatory(THIRD_PARTY_CATEGORIES.tagManager)).toBe(true);
    expect(THIRD_PARTY_CATEGORIES).toMatchObject({
      readAloud: 'read-aloud-cookies',
      ratingWidget: 'tracking-cookies',
      video: 'video-cookies',
    });
  });

  it('consent signals: analytics and functionality granted, ads and personalisation follow tracking, security denied', () => {
    expect(DEFAULT_CONSENT_SIGNALS).toMatchObject({
      analytics_storage: 'granted',
      functionality_storage: 'granted',
      ad_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'denied',
    });
    expect(consentSignals(acceptAllValues())).toMatchObject({
      ad_storage: 'granted',
      ad_personalization: 'granted',
      personalization_storage: 'granted',
      security_storage: 'denied',
    });
    expect(consentSignals(declineAllValues())).toEqual(DEFAULT_CONSENT_SIGNALS);
  });

  it('asks again twelve months after the answer, or when its date is missing or unreadable', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    expect(consentDateOf(now)).toBe('2026-03-15');
    expect(answerExpired('2026-03-15', now)).toBe(false);
    expect(answerExpired('2025-03-16', now)).toBe(false);
    expect(answerExpired('2025-03-15', now)).toBe(true);
    expect(answerExpired('2024-01-01', now)).toBe(true);
    expect(answerExpired(undefined, now)).toBe(true);
    expect(answerExpired('', now)).toBe(true);
    expect(answerExpired('2025-02-30', now)).toBe(true);
    expect(answerExpired('15-03-2026', now)).toBe(true);
    // A date in the future is not an answer this browser gave.
    expect(answerExpired('2026-04-01', now)).toBe(true);
  });
});
