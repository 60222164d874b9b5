import { test as base, expect } from '@playwright/test';

/**
 * Tests start as a visitor who has already made a cookie choice (showCookies=no), so the cookie
 * bar does not cover the page; cookie tests switch that off with `test.use({ cookieChoiceMade: false })`.
 */
export const test = base.extend<{ cookieChoiceMade: boolean }>({
  cookieChoiceMade: [true, { option: true }],
  context: async ({ context, cookieChoiceMade, baseURL }, use) => {
    if (cookieChoiceMade && baseURL) {
      const { BANNER_OFF_URL, STATIC_HOST_URL } = await import('../../playwright.config.ts');
      await context.addCookies(
        [baseURL, BANNER_OFF_URL, STATIC_HOST_URL].map((url) => ({ name: 'showCookies', value: 'no', url })),
      );
    }
    await use(context);
  },
});

export { expect };

/**
 * The cookies of an answered cookie bar, as the bar stores them (with today's date: an answer without one, or a
 * year old, is asked again).
 */
export function answeredCookies(
  values: Readonly<Record<string, 'yes' | 'no'>>,
  url: string,
): { name: string; value: string; url: string }[] {
  const stored = { ...values, consentDate: new Date().toISOString().slice(0, 10), showCookies: 'no' };
  return Object.entries(stored).map(([name, value]) => ({ name, value, url }));
}
