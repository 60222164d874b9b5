import { describe, expect, it } from 'vitest';
import {
  NO_THIRD_PARTIES,
  readAloudLink,
  readAloudScriptUrl,
  readThirdPartySettings,
  tagManagerScriptUrl,
  thirdPartyCspSources,
} from '#src/consent/third-parties.ts';
import { astroCsp, cspDirectives, pageCspProblem } from '#src/lib/security/csp.ts';

const CONFIGURED = {
  PUBLIC_READ_ALOUD_CUSTOMER_ID: '11876',
  PUBLIC_RATING_WIDGET_URL: 'https://widget.rating.example/ziekenhuis',
  PUBLIC_TAG_MANAGER_ID: 'GTM-ABC1234',
};

describe('third-party settings', () => {
  it('are all off while unset (or blank)', () => {
    expect(readThirdPartySettings({})).toEqual(NO_THIRD_PARTIES);
    expect(readThirdPartySettings({ PUBLIC_READ_ALOUD_CUSTOMER_ID: ' ', PUBLIC_TAG_MANAGER_ID: '' })).toEqual(
      NO_THIRD_PARTIES,
    );
  });

  it('read the customer id with the default hosts, or hosts of its own', () => {
    expect(readThirdPartySettings(CONFIGURED)).toEqual({
      readAloud: { customerId: '11876', scriptHost: 'cdn-eu.readspeaker.com', appHost: 'app-eu.readspeaker.com' },
      ratingWidgetUrl: 'https://widget.rating.example/ziekenhuis',
      tagManagerId: 'GTM-ABC1234',
    });
    expect(
      readThirdPartySettings({
        PUBLIC_READ_ALOUD_CUSTOMER_ID: '1',
        PUBLIC_READ_ALOUD_SCRIPT_HOST: 'cdn-us.readspeaker.com',
        PUBLIC_READ_ALOUD_APP_HOST: 'app-na.readspeaker.com',
      }).readAloud,
    ).toEqual({
      customerId: '1',
      scriptHost: 'cdn-us.readspeaker.com',
      appHost: 'app-na.readspeaker.com',
    });
  });

  it('refuse a malformed setting by name', () => {
    expect(() => readThirdPartySettings({ PUBLIC_READ_ALOUD_CUSTOMER_ID: '12ab' })).toThrow(
      /PUBLIC_READ_ALOUD_CUSTOMER_ID/,
    );
    expect(() =>
      readThirdPartySettings({ PUBLIC_READ_ALOUD_CUSTOMER_ID: '1', PUBLIC_READ_ALOUD_SCRIPT_HOST: 'evil.example/x' }),
    ).toThrow(/PUBLIC_READ_ALOUD_SCRIPT_HOST/);
    expect(() => readThirdPartySettings({ PUBLIC_RATING_WIDGET_URL: 'http://widget.example/' })).toThrow(
      /PUBLIC_RATING_WIDGET_URL/,
    );
    expect(() => readThirdPartySettings({ PUBLIC_RATING_WIDGET_URL: 'javascript:alert(1)' })).toThrow(
      /PUBLIC_RATING_WIDGET_URL/,
    );
    expect(() => readThirdPartySettings({ PUBLIC_TAG_MANAGER_ID: 'UA-123' })).toThrow(/PUBLIC_TAG_MANAGER_ID/);
  });
});

describe('third-party addresses', () => {
  const readAloud = { customerId: '11876', scriptHost: 'cdn-eu.readspeaker.com', appHost: 'app-eu.readspeaker.com' };

  it('the read-aloud script and link: this page, its language, the main content', () => {
    expect(readAloudScriptUrl(readAloud)).toBe(
      'https://cdn-eu.readspeaker.com/script/11876/webReader/webReader.js?pids=wr',
    );
    const link = new URL(readAloudLink(readAloud, 'https://www.spaarnegasthuis.nl/patienten?x=1&y=2', 'nl'));
    expect(link.origin + link.pathname).toBe('https://app-eu.readspeaker.com/cgi-bin/rsent');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      customerid: '11876',
      lang: 'nl_nl',
      readid: 'main-content',
      url: 'https://www.spaarnegasthuis.nl/patienten?x=1&y=2',
    });
    expect(new URL(readAloudLink(readAloud, 'https://x.nl/en', 'en')).searchParams.get('lang')).toBe('en_uk');
  });

  it('the tag manager container', () => {
    expect(tagManagerScriptUrl('GTM-ABC1234')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
  });
});

describe('the Content Security Policy with third parties', () => {
  const base = { formServiceUrl: null, searchApiUrl: '' };

  it('allows nothing of theirs while none is configured', () => {
    expect(thirdPartyCspSources(NO_THIRD_PARTIES)).toEqual({ script: [], style: [], connect: [], frame: [] });
    expect(astroCsp({ ...base, thirdParty: NO_THIRD_PARTIES })).toEqual(astroCsp(base));
  });

  it('allows each configured service only the origins it needs, with no wildcard', () => {
    const thirdParty = readThirdPartySettings(CONFIGURED);
    const csp = astroCsp({ ...base, thirdParty });
    expect(csp.scriptDirective?.resources).toEqual([
      "'self'",
      'https://cdn-eu.readspeaker.com',
      'https://www.googletagmanager.com',
    ]);
    expect(csp.styleDirective?.resources).toEqual(["'self'", 'https://cdn-eu.readspeaker.com']);
    const directives = cspDirectives({ ...base, thirdParty });
    expect(directives.find((directive) => directive.startsWith('frame-src'))).toContain(
      'https://widget.rating.example',
    );
    expect(directives.find((directive) => directive.startsWith('connect-src'))).toContain(
      'https://app-eu.readspeaker.com',
    );
    const policy = [...directives, `script-src ${(csp.scriptDirective?.resources ?? []).join(' ')} 'sha256-abc='`].join(
      ';',
    );
    expect(pageCspProblem(policy)).toBeNull();
  });
});
