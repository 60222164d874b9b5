import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEBIAN_CHROMIUM_PATH,
  HEADLESS_SHELL_PATH,
  cdnContentApiUrl,
  contentClientOptions,
  isLocalAddress,
  onDemandContentClientOptions,
  onDemandSettings,
  readConfig,
  readE2eConfig,
  securityContactNotice,
  siteAddressNotice,
  withContentApi,
} from '#src/lib/build/config.ts';

describe('the site address', () => {
  it('is said plainly when SITE_URL is unset: every absolute link then names this machine', () => {
    const notice = siteAddressNotice(readConfig({}, '/project'));
    expect(notice).toMatch(/^Warning: SITE_URL is not set/);
    expect(notice).toContain('http://localhost:4321');
    expect(notice).toContain('canonical links, hreflang, sitemap, robots.txt, structured data');
  });

  it('is named when set, with a warning when it is this machine', () => {
    expect(siteAddressNotice(readConfig({ SITE_URL: 'https://www.example.nl' }, '/project'))).toBe(
      'Site address (SITE_URL): https://www.example.nl',
    );
    expect(siteAddressNotice(readConfig({ SITE_URL: 'http://127.0.0.1:4391' }, '/project'))).toMatch(/^Warning: /);
  });

  it('knows the addresses of this machine', () => {
    for (const url of ['http://localhost:4321', 'http://127.0.0.1:36827', 'http://[::1]:80', 'http://cms.localhost'])
      expect(isLocalAddress(url)).toBe(true);
    for (const url of ['https://www.example.nl', 'https://cms.spaarnegasthuis.nl', 'http://10.0.0.5:4400'])
      expect(isLocalAddress(url)).toBe(false);
  });

  it('gives a public site no CDN proxy rule into this machine’s CMS (the embedded content API)', () => {
    const embedded = (env: Record<string, string>) =>
      withContentApi(readConfig(env, '/project'), 'http://127.0.0.1:36827', 'embedded-scale-1-seed-1');
    expect(cdnContentApiUrl(embedded({ SITE_URL: 'https://www.example.nl' }))).toBeUndefined();
    expect(cdnContentApiUrl(embedded({}))).toBe('http://127.0.0.1:36827');
    expect(
      cdnContentApiUrl(
        embedded({ SITE_URL: 'https://www.example.nl', PUBLIC_CONTENT_API_URL: 'https://cms.example.nl' }),
      ),
    ).toBe('https://cms.example.nl');
  });
});

describe('the security.txt settings', () => {
  it('read the contacts and the expiry, and refuse what security.txt cannot say', () => {
    expect(
      readConfig(
        {
          SECURITY_CONTACT: 'mailto:cert@example.nl, https://www.example.nl/melden',
          SECURITY_TXT_EXPIRES: '2027-05-01T00:00:00Z',
        },
        '/project',
      ).securityTxt,
    ).toEqual({
      contacts: ['mailto:cert@example.nl', 'https://www.example.nl/melden'],
      contactGiven: true,
      expires: new Date('2027-05-01T00:00:00Z'),
    });
    expect(readConfig({ SECURITY_CONTACT: 'tel:+31 23 890 8900' }).securityTxt.contacts).toEqual([
      'tel:+31 23 890 8900',
    ]);
    expect(() => readConfig({ SECURITY_CONTACT: 'security@example.nl' })).toThrow(/SECURITY_CONTACT/);
    expect(() => readConfig({ SECURITY_CONTACT: 'http://www.example.nl/melden' })).toThrow(/SECURITY_CONTACT/);
    expect(() => readConfig({ SECURITY_TXT_EXPIRES: 'next year' })).toThrow(/SECURITY_TXT_EXPIRES/);
  });

  it('refuse a phone number with a line break or a tab, which would break the file', () => {
    for (const contact of ['tel:+31 23\n890 8900', 'tel:+31\r\n23', 'tel:+31\t23'])
      expect(() => readConfig({ SECURITY_CONTACT: contact })).toThrow(/SECURITY_CONTACT/);
  });

  it('warn when a public site publishes the default contact, and only then', () => {
    const notice = securityContactNotice(readConfig({ SITE_URL: 'https://www.example.nl' }, '/project'));
    expect(notice).toMatch(/^Warning: SECURITY_CONTACT is not set/);
    expect(notice).toContain('https://www.example.nl/.well-known/security.txt');
    expect(notice).toContain('mailto:security@spaarnegasthuis.nl');
    for (const env of [
      { SITE_URL: 'https://www.example.nl', SECURITY_CONTACT: 'mailto:cert@example.nl' },
      { SITE_URL: 'http://127.0.0.1:4391' },
      {},
    ])
      expect(securityContactNotice(readConfig(env, '/project'))).toBeNull();
  });
});

describe('the configuration (the one reader of the environment)', () => {
  it('defaults: no CMS, the local site, the public domain as a site host, caches under the project', () => {
    const config = readConfig({}, '/project');
    expect(config).toEqual({
      contentApiUrl: undefined,
      publicContentApiUrl: undefined,
      siteUrl: 'http://localhost:4321',
      siteHosts: ['www.spaarnegasthuis.nl'],
      retry: { maxRetries: 10, retryIntervalMs: 10_000, timeoutMs: 30_000 },
      contentCalls: {
        concurrency: 8,
        cache: { dir: path.join('/project', '.cache', 'api'), namespace: null, freshSeconds: 0 },
      },
      server: { port: 4321, host: undefined },
      siteUrlGiven: null,
      searchApiUrl: '',
      formServiceUrl: null,
      thirdParty: { readAloud: null, ratingWidgetUrl: null, tagManagerId: null },
      contentScale: 1,
      securityTxt: { contacts: ['mailto:security@spaarnegasthuis.nl'], contactGiven: false, expires: null },
      accessibilityRegister: { entryUrl: null, labelImageUrl: null },
      origin: {
        releasesDir: path.resolve('/project', 'releases'),
        webhookSecret: null,
        accessibilityChecks: true,
        callback: null,
      },
      feedback: { dbFile: path.resolve('/project', '.data', 'feedback.sqlite'), originUrl: null, trustedProxies: [] },
    });
  });

  it('the page feedback: its SQLite file and the origin a CDN passes it on to', () => {
    const config = readConfig(
      {
        FEEDBACK_DB: 'data/answers.sqlite',
        FEEDBACK_ORIGIN_URL: 'https://origin.example.nl',
        FEEDBACK_TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2',
      },
      '/project',
    );
    expect(config.feedback).toEqual({
      dbFile: path.resolve('/project', 'data', 'answers.sqlite'),
      originUrl: 'https://origin.example.nl',
      trustedProxies: ['10.0.0.1', '10.0.0.2'],
    });
    expect(readConfig({ FEEDBACK_DB: ':memory:' }, '/project').feedback.dbFile).toBe(':memory:');
  });

  it('the origin: its releases folder, the publish webhook secret and its accessibility checks', () => {
    const config = readConfig(
      {
        RELEASES_DIR: '/srv/site/releases',
        PUBLISH_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        ORIGIN_ACCESSIBILITY_CHECKS: 'off',
      },
      '/project',
    );
    expect(config.origin).toEqual({
      releasesDir: '/srv/site/releases',
      webhookSecret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      accessibilityChecks: false,
      callback: null,
    });
    expect(() => readConfig({ ORIGIN_ACCESSIBILITY_CHECKS: 'no' }, '/project')).toThrow(/"on" or "off"/);
  });

  it('the publish callback: its address and secret, the secret alone, and refusals', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(
      readConfig(
        { PUBLISH_CALLBACK_URL: 'https://cms.example.nl/hooks/release', PUBLISH_CALLBACK_SECRET: secret },
        '/p',
      ).origin.callback,
    ).toEqual({ url: 'https://cms.example.nl/hooks/release', secret });
    expect(readConfig({ PUBLISH_CALLBACK_SECRET: secret }, '/p').origin.callback).toEqual({ url: null, secret });
    expect(() => readConfig({ PUBLISH_CALLBACK_URL: 'https://cms.example.nl/hooks/release' }, '/p')).toThrow(
      /PUBLISH_CALLBACK_SECRET/,
    );
    expect(() => readConfig({ PUBLISH_CALLBACK_URL: 'ftp://x', PUBLISH_CALLBACK_SECRET: secret }, '/p')).toThrow(
      /http or https/,
    );
    expect(() =>
      readConfig({ PUBLISH_CALLBACK_URL: 'https://x.example', PUBLISH_CALLBACK_SECRET: 'geheim' }, '/p'),
    ).toThrow(/whsec_/);
  });

  it("the site and the CMS count as this site's hosts", () => {
    const config = readConfig(
      {
        SITE_URL: 'https://www.example.nl',
        CONTENT_API_URL: 'http://127.0.0.1:4400',
        PORT: '8080',
        HOST: '0.0.0.0',
      },
      '/project',
    );
    expect(config.siteHosts).toEqual(['www.example.nl', 'www.spaarnegasthuis.nl', '127.0.0.1:4400']);
    expect(config.server).toEqual({ port: 8080, host: '0.0.0.0' });
  });

  it('retries and timeouts are shared with the media mirror', () => {
    const config = readConfig(
      { CONTENT_API_RETRIES: '3', CONTENT_API_RETRY_INTERVAL_MS: '20', CONTENT_API_TIMEOUT_MS: '2000' },
      '/project',
    );
    expect(config.retry).toEqual({ maxRetries: 3, retryIntervalMs: 20, timeoutMs: 2000 });
  });

  it('a CMS the command opened itself (the embedded API): a site host, the proxy target, its own cache name', () => {
    const config = withContentApi(
      readConfig({ SITE_URL: 'https://www.example.nl' }, '/project'),
      'http://127.0.0.1:4500',
      'embedded-scale-1-seed-1',
    );
    expect(config.contentApiUrl).toBe('http://127.0.0.1:4500');
    expect(config.publicContentApiUrl).toBe('http://127.0.0.1:4500');
    expect(config.siteHosts).toEqual(['www.example.nl', 'www.spaarnegasthuis.nl', '127.0.0.1:4500']);
    expect(contentClientOptions(config).cache).toMatchObject({ namespace: 'embedded-scale-1-seed-1' });
    const named = readConfig({ PUBLIC_CONTENT_API_URL: 'https://cms.example.nl', CONTENT_API_CACHE_NAMESPACE: 'mine' });
    expect(withContentApi(named, 'http://127.0.0.1:4500', 'embedded').publicContentApiUrl).toBe(
      'https://cms.example.nl',
    );
    expect(contentClientOptions(withContentApi(named, 'http://127.0.0.1:4500', 'embedded')).cache).toMatchObject({
      namespace: 'mine',
    });
  });

  it('a bad number is a clear error, not a silent default', () => {
    expect(() => readConfig({ PORT: 'vier' })).toThrow(/PORT must be a number/);
    expect(() => readConfig({ CONTENT_API_URL: 'http://cms', CONTENT_API_RETRIES: '-1' })).toThrow(
      /CONTENT_API_RETRIES/,
    );
  });

  it('the content client needs a CMS; its cache is named after the CMS host unless told otherwise', () => {
    expect(() => contentClientOptions(readConfig({}))).toThrow(/CONTENT_API_URL is not set/);
    const options = contentClientOptions(
      readConfig({ CONTENT_API_URL: 'http://cms.example.nl:8080', CONTENT_API_CONCURRENCY: '0' }, '/project'),
    );
    expect(options).toMatchObject({
      baseUrl: 'http://cms.example.nl:8080',
      maxRetries: 10,
      retryIntervalMs: 10_000,
      concurrency: 1,
      timeoutMs: 30_000,
    });
    expect(options.cache).toEqual({
      dir: path.join('/project', '.cache', 'api'),
      namespace: 'cms.example.nl:8080',
      freshSeconds: 0,
    });
    expect(contentClientOptions(readConfig({ CONTENT_API_URL: 'http://cms', CONTENT_API_CACHE: 'off' })).cache).toBe(
      false,
    );
  });

  it('a page rendered on demand (the preview): the same CMS, two quick retries, a short timeout and no disk cache', () => {
    const env = {
      CONTENT_API_URL: 'http://cms.example.nl',
      CONTENT_API_RETRIES: '10',
      CONTENT_API_RETRY_INTERVAL_MS: '10000',
      CONTENT_API_CACHE_DIR: '/var/cache/api',
    };
    const options = onDemandContentClientOptions(readConfig(env, '/project'));
    expect(options).toMatchObject({
      baseUrl: 'http://cms.example.nl',
      maxRetries: 2,
      retryIntervalMs: 300,
      timeoutMs: 10_000,
      concurrency: 8,
    });
    expect(options.cache).toBe(false);
    expect(() => onDemandContentClientOptions(readConfig({}))).toThrow(/CONTENT_API_URL is not set/);
  });
});

describe('the settings of a page rendered on demand', () => {
  const built = 'http://127.0.0.1:40001';
  it('asks the CMS the serving server names, over the environment and the build', () => {
    const config = readConfig({ CONTENT_API_URL: 'https://cms.example.nl' }, '/p');
    const served = onDemandSettings(config, { served: 'http://127.0.0.1:40002', built });
    expect(served.contentApiUrl).toBe('http://127.0.0.1:40002');
    expect(served.siteHosts).toContain('127.0.0.1:40002');
  });

  it("else the environment's CMS, else the one the build read", () => {
    expect(
      onDemandSettings(readConfig({ CONTENT_API_URL: 'https://cms.example.nl' }, '/p'), { built }).contentApiUrl,
    ).toBe('https://cms.example.nl');
    expect(onDemandSettings(readConfig({}, '/p'), { built }).contentApiUrl).toBe(built);
    expect(onDemandSettings(readConfig({}, '/p'), { built: null }).contentApiUrl).toBeUndefined();
  });

  it("e2e: the browser is CHROMIUM_PATH, else Debian's headless shell, else Debian's Chromium", () => {
    const only = (file: string) => (candidate: string) => candidate === file;
    expect(readE2eConfig({ CHROMIUM_PATH: '/opt/chrome' }, only(HEADLESS_SHELL_PATH)).chromiumPath).toBe('/opt/chrome');
    expect(readE2eConfig({}, only(HEADLESS_SHELL_PATH)).chromiumPath).toBe('/usr/bin/chromium-headless-shell');
    expect(readE2eConfig({}, only(DEBIAN_CHROMIUM_PATH)).chromiumPath).toBe('/usr/bin/chromium');
    expect(readE2eConfig({ E2E_PORT: '5000', CI: 'true' }, only(HEADLESS_SHELL_PATH))).toMatchObject({
      port: 5000,
      ci: true,
    });
  });

  it('e2e: the journeys visit JOURNEYS_SITE, else dist, and pass searches to CONTENT_API_URL when given', () => {
    const none = () => false;
    expect(readE2eConfig({}, none)).toMatchObject({ journeysSite: 'dist', contentApiUrl: null });
    expect(
      readE2eConfig({ JOURNEYS_SITE: 'releases/live', CONTENT_API_URL: 'https://cms.example.nl' }, none),
    ).toMatchObject({ journeysSite: 'releases/live', contentApiUrl: 'https://cms.example.nl' });
  });
});
