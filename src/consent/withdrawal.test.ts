import { describe, expect, it } from 'vitest';
import { acceptAllValues, declineAllValues, type ConsentValues } from '#src/consent/categories.ts';
import { TAG_MANAGER_COOKIES, cookieDomains, keepsRunning, withdrawnCategories } from '#src/consent/withdrawal.ts';

const onlyVideo: ConsentValues = { ...declineAllValues(), 'video-cookies': 'yes' };

describe('a withdrawal on the page', () => {
  it('names the categories that went from yes to no', () => {
    expect(withdrawnCategories(acceptAllValues(), declineAllValues())).toEqual([
      'video-cookies',
      'tracking-cookies',
      'read-aloud-cookies',
    ]);
    expect(withdrawnCategories(declineAllValues(), acceptAllValues())).toEqual([]);
    expect(withdrawnCategories(acceptAllValues(), onlyVideo)).toEqual(['tracking-cookies', 'read-aloud-cookies']);
  });

  it('stops a third party whose own category is withdrawn, and only that', () => {
    expect(keepsRunning('video', acceptAllValues(), declineAllValues())).toBe(false);
    expect(keepsRunning('video', acceptAllValues(), onlyVideo)).toBe(true);
    expect(keepsRunning('readAloud', acceptAllValues(), onlyVideo)).toBe(false);
    expect(keepsRunning('ratingWidget', acceptAllValues(), onlyVideo)).toBe(false);
  });

  it('stops the tag manager on any withdrawal, though its category is mandatory; never the form service', () => {
    expect(keepsRunning('tagManager', acceptAllValues(), onlyVideo)).toBe(false);
    expect(keepsRunning('tagManager', onlyVideo, acceptAllValues())).toBe(true);
    expect(keepsRunning('tagManager', declineAllValues(), declineAllValues())).toBe(true);
    expect(keepsRunning('form', acceptAllValues(), declineAllValues())).toBe(true);
  });

  it("removes the tag manager's analytics and ads cookies, not the consent cookies", () => {
    for (const name of ['_ga', '_ga_ABC123', '_gid', '_gat', '_gat_UA-1', '_gcl_au'])
      expect(TAG_MANAGER_COOKIES.test(name)).toBe(true);
    for (const name of ['analytical-cookies', 'showCookies', 'consentDate', '_gac', 'ga', '_gidx'])
      expect(TAG_MANAGER_COOKIES.test(name)).toBe(false);
  });

  it('removes them host-only and on the host and each parent domain, never on the top-level domain', () => {
    expect(cookieDomains('www.spaarnegasthuis.nl')).toEqual([
      undefined,
      'www.spaarnegasthuis.nl',
      'spaarnegasthuis.nl',
    ]);
    expect(cookieDomains('localhost')).toEqual([undefined]);
    expect(cookieDomains('127.0.0.1')).toEqual([undefined]);
  });
});
