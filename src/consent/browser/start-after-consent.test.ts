import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptAllValues, consentDateOf, declineAllValues, type ConsentValues } from '#src/consent/categories.ts';
import { startAfterConsent } from '#src/consent/browser/start-after-consent.ts';
import { $consent, acceptOnThisPage, changeConsent } from '#src/consent/browser/store.ts';
import { consentGiven, cookieBarWanted, readConsent } from '#src/consent/browser/cookies.ts';

/** document.cookie as a browser keeps it: each write sets one cookie (one expired in the past removes it), a read lists them all. */
function cookieJar(stored: Record<string, string>): { cookie: string; values: Map<string, string> } {
  const values = new Map(Object.entries(stored));
  return {
    values,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const expires = attributes.find((attribute) => attribute.trim().startsWith('expires='));
      if (expires && Date.parse(expires.trim().slice('expires='.length)) < Date.now()) values.delete(pair.slice(0, at));
      else values.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
}

const today = consentDateOf(new Date());
const answered = (values: ConsentValues, on = today): Record<string, string> => ({
  ...values,
  consentDate: on,
  showCookies: 'no',
});

let jar: ReturnType<typeof cookieJar>;
let dataLayer: unknown[];
const stops: (() => void)[] = [];

function visit(stored: Record<string, string>): void {
  jar = cookieJar(stored);
  vi.stubGlobal('document', jar);
}

/** Which third parties have started, and with what choice. */
function startAll(): Map<string, ConsentValues[]> {
  const started = new Map<string, ConsentValues[]>();
  for (const thirdParty of ['tagManager', 'readAloud', 'ratingWidget', 'video', 'video'] as const) {
    stops.push(
      startAfterConsent(thirdParty, (choice) => started.set(thirdParty, [...(started.get(thirdParty) ?? []), choice])),
    );
  }
  return started;
}

beforeEach(() => {
  dataLayer = [];
  vi.stubGlobal('dataLayer', dataLayer);
  vi.stubGlobal('location', { protocol: 'https:' });
  $consent.set(declineAllValues());
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

describe('startAfterConsent', () => {
  it('starts nothing before the cookie bar is answered', () => {
    visit({});
    expect([...startAll().keys()]).toEqual([]);
  });

  it('after an answer, starts what the stored choice allows at once, with that choice', () => {
    const choice = { ...declineAllValues(), 'read-aloud-cookies': 'yes' } as const;
    visit(answered(choice));
    const started = startAll();
    expect([...started.keys()]).toEqual(['tagManager', 'readAloud']);
    expect(started.get('tagManager')).toEqual([choice]);
  });

  it("a category's own stored yes is the visitor's answer: a video accepted on an earlier page plays, nothing else starts", () => {
    visit({ 'video-cookies': 'yes' });
    expect([...startAll().keys()]).toEqual(['video']);
  });

  it('starts the tag manager after "decline all" (its category is mandatory), nothing optional', () => {
    visit(answered(declineAllValues()));
    expect([...startAll().keys()]).toEqual(['tagManager']);
  });

  it('starts everything after "accept all"', () => {
    visit(answered(acceptAllValues()));
    expect([...startAll().keys()]).toEqual(['tagManager', 'readAloud', 'ratingWidget', 'video']);
  });

  it('a video accepted on the page starts every waiting video once, and nothing else', () => {
    visit({});
    const started = startAll();
    acceptOnThisPage('video');
    expect([...started.keys()]).toEqual(['video']);
    expect(started.get('video')).toHaveLength(2);
    acceptOnThisPage('video');
    expect(started.get('video')).toHaveLength(2);
  });

  it('stores a choice accepted on the page like the bar: every category, showCookies no, recorded as accept_partly', () => {
    visit(answered({ ...declineAllValues(), 'tracking-cookies': 'yes' }));
    acceptOnThisPage('video');
    expect(Object.fromEntries(jar.values)).toEqual({
      ...answered(declineAllValues()),
      'tracking-cookies': 'yes',
      'video-cookies': 'yes',
    });
    expect(dataLayer).toContainEqual({
      event: 'cookie_consent',
      category: 'cookie',
      action: 'accept_partly',
      label: 'functional-cookies,analytical-cookies,video-cookies,tracking-cookies',
    });
  });

  it('a withdrawal on the page stops what it withdraws at once, and the tag manager; the form service stays', () => {
    visit(answered(acceptAllValues()));
    const stopped: string[] = [];
    for (const thirdParty of ['form', 'tagManager', 'readAloud', 'ratingWidget', 'video'] as const)
      stops.push(
        startAfterConsent(
          thirdParty,
          () => undefined,
          () => stopped.push(thirdParty),
        ),
      );
    changeConsent({ ...declineAllValues(), 'video-cookies': 'yes' }, 'accept_partly');
    expect(stopped).toEqual(['tagManager', 'readAloud', 'ratingWidget']);
    changeConsent(declineAllValues(), 'declined');
    expect(stopped).toEqual(['tagManager', 'readAloud', 'ratingWidget', 'video']);
    expect(jar.values.get('video-cookies')).toBe('no');
    // gtag pushes its commands as `arguments` objects.
    const commands = dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands.at(-2)).toEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'denied' })]);
  });

  it('an optional third party stopped on the page starts again when its category is accepted again', () => {
    visit(answered(acceptAllValues()));
    const events: string[] = [];
    stops.push(
      startAfterConsent(
        'video',
        () => events.push('start'),
        () => events.push('stop'),
      ),
    );
    changeConsent(declineAllValues(), 'declined');
    acceptOnThisPage('video');
    expect(events).toEqual(['start', 'stop', 'start']);
  });

  it('asks again after twelve months: an older answer, or one without its date, is removed and starts nothing', () => {
    const yearAgo = new Date();
    yearAgo.setUTCMonth(yearAgo.getUTCMonth() - 12);
    yearAgo.setUTCDate(yearAgo.getUTCDate() - 1);
    visit(answered(acceptAllValues(), consentDateOf(yearAgo)));
    expect([...startAll().keys()]).toEqual([]);
    expect([...jar.values.keys()]).toEqual([]);
    expect(cookieBarWanted()).toBe(true);

    const { consentDate: _dropped, ...withoutDate } = answered(acceptAllValues());
    visit(withoutDate);
    expect(consentGiven()).toBe(false);
    expect(readConsent()).toEqual(declineAllValues());

    const elevenMonths = new Date();
    elevenMonths.setUTCMonth(elevenMonths.getUTCMonth() - 11);
    visit(answered(acceptAllValues(), consentDateOf(elevenMonths)));
    expect(consentGiven()).toBe(true);
    expect(cookieBarWanted()).toBe(false);
  });

  it('stops waiting when asked', () => {
    visit({});
    const start = vi.fn();
    startAfterConsent('video', start)();
    acceptOnThisPage('video');
    expect(start).not.toHaveBeenCalled();
  });
});
