import { describe, expect, it, vi } from 'vitest';
import { pushToDataLayer, trackEvent, pushGtagCommand } from '#src/lib/analytics.ts';

describe('data layer', () => {
  it('pushes events when the data layer exists', () => {
    const target = { dataLayer: [] as unknown[] };
    expect(trackEvent({ event: 'cookie_consent', category: 'cookie', action: 'accept' }, target)).toBe(true);
    expect(target.dataLayer).toEqual([{ event: 'cookie_consent', category: 'cookie', action: 'accept' }]);
  });

  it('drops the event with "DataLayer not found" when there is none', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(pushToDataLayer({ event: 'x' }, {})).toBe(false);
    expect(log).toHaveBeenCalledWith('DataLayer not found');
    log.mockRestore();
  });
});

describe('gtag commands', () => {
  it('are pushed as an arguments object, the only form a tag manager reads them in', () => {
    const target = { dataLayer: [] as unknown[] };
    expect(pushGtagCommand(['consent', 'update', { ad_storage: 'granted' }], target)).toBe(true);
    expect(Object.prototype.toString.call(target.dataLayer[0])).toBe('[object Arguments]');
    expect(Array.from(target.dataLayer[0] as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted' },
    ]);
  });
});
