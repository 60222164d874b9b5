import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './feedback-route.ts';

describe('the client a feedback post counts against', () => {
  it('is the connection when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientKeyOf('198.51.100.7', '203.0.113.9', [])).toBe('198.51.100.7');
    expect(clientKeyOf('::ffff:198.51.100.7', undefined, [])).toBe('198.51.100.7');
  });

  it('behind a trusted proxy, the nearest forwarded address that is not a proxy', () => {
    const proxies = ['10.0.0.1', '10.0.0.2'];
    expect(clientKeyOf('10.0.0.1', '203.0.113.9', proxies)).toBe('203.0.113.9');
    // The first entries are the client's own say: a visitor cannot pick its key by sending one.
    expect(clientKeyOf('10.0.0.1', '1.2.3.4, 203.0.113.9, 10.0.0.2', proxies)).toBe('203.0.113.9');
    expect(clientKeyOf('::ffff:10.0.0.1', ['1.2.3.4', '203.0.113.9'], proxies)).toBe('203.0.113.9');
  });

  it('is the proxy itself when the proxy forwards nothing else', () => {
    expect(clientKeyOf('10.0.0.1', undefined, ['10.0.0.1'])).toBe('10.0.0.1');
    expect(clientKeyOf('10.0.0.1', '10.0.0.1', ['10.0.0.1'])).toBe('10.0.0.1');
  });
});
