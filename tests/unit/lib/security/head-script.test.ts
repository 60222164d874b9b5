import { describe, expect, it } from 'vitest';
import { HEAD_SCRIPT } from '#src/lib/security/head-script.ts';

/** Runs the head script against a stand-in document with these cookies; the classes it set and the data layer. */
function run(cookie: string): { classes: string[]; dataLayer: unknown[] } {
  const classes: string[] = [];
  const document = { cookie, documentElement: { classList: { add: (name: string) => classes.push(name) } } };
  const window: { dataLayer?: unknown[] } = {};
  new Function('document', 'window', HEAD_SCRIPT)(document, window);
  return { classes, dataLayer: window.dataLayer ?? [] };
}

describe('the head script', () => {
  it('opens the cookie bar in the first paint unless showCookies is no', () => {
    expect(run('').classes).toEqual(['js', 'cookie-bar-open']);
    expect(run('video-cookies=yes; showCookies=yes').classes).toEqual(['js', 'cookie-bar-open']);
    expect(run('xshowCookies=no').classes).toEqual(['js', 'cookie-bar-open']);
    expect(run('showCookies=no').classes).toEqual(['js']);
    expect(run('a=1; showCookies=no; b=2').classes).toEqual(['js']);
  });

  it('starts the data layer with the consent defaults, as gtag pushes them', () => {
    const [first] = run('').dataLayer;
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
    expect(Array.from(first as ArrayLike<unknown>).slice(0, 2)).toEqual(['consent', 'default']);
  });
});
