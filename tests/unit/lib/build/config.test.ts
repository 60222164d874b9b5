import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentClientOptions, onDemandContentClientOptions, readConfig } from '#src/lib/build/config.ts';

describe('the configuration (the one reader of the environment)', () => {
  it('defaults: no CMS, the local site, the public domain as a site host, files under the project', () => {
    const config = readConfig({}, '/project');
    expect(config).toEqual({
      contentApiUrl: undefined,
      siteUrl: 'http://localhost:4321',
      siteHosts: ['www.spaarnegasthuis.nl'],
      redirectsFile: path.resolve('/project', 'redirects.generated.json'),
      crawlReportFile: path.join('/project', '.cache', 'site-report.json'),
      problemsFile: path.join('/project', '.cache', 'content-problems.jsonl'),
      mediaCacheDir: path.join('/project', '.cache', 'media'),
      retry: { maxRetries: 10, retryIntervalMs: 10_000, timeoutMs: 30_000 },
      server: { port: 4321, host: undefined },
      siteUrlGiven: null,
      searchApiUrl: '',
      formServiceUrl: null,
      thirdParty: { readAloud: null, ratingWidgetUrl: null, tagManagerId: null },
      contentScale: 1,
      buildReportFile: null,
      origin: { releasesDir: path.resolve('/project', 'releases'), webhookSecret: null },
    });
  });

  it('the origin: its releases folder and the publish webhook secret', () => {
    const config = readConfig(
      { RELEASES_DIR: '/srv/site/releases', PUBLISH_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
      '/project',
    );
    expect(config.origin).toEqual({
      releasesDir: '/srv/site/releases',
      webhookSecret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
  });

  it("the site and the CMS count as this site's hosts; side builds name their own redirects file", () => {
    const config = readConfig(
      {
        SITE_URL: 'https://www.example.nl',
        CONTENT_API_URL: 'http://127.0.0.1:4400',
        REDIRECTS_FILE: 'side.json',
        PORT: '8080',
        HOST: '0.0.0.0',
      },
      '/project',
    );
    expect(config.siteHosts).toEqual(['www.example.nl', 'www.spaarnegasthuis.nl', '127.0.0.1:4400']);
    expect(config.redirectsFile).toBe(path.resolve('/project', 'side.json'));
    expect(config.server).toEqual({ port: 8080, host: '0.0.0.0' });
  });

  it('builds side by side name their own report files; retries and timeouts are shared with the media mirror', () => {
    const config = readConfig(
      {
        SITE_REPORT_FILE: '/tmp/a/site-report.json',
        CONTENT_PROBLEMS_FILE: 'b/problems.jsonl',
        CONTENT_API_RETRIES: '3',
        CONTENT_API_RETRY_INTERVAL_MS: '20',
        CONTENT_API_TIMEOUT_MS: '2000',
      },
      '/project',
    );
    expect(config.crawlReportFile).toBe('/tmp/a/site-report.json');
    expect(config.problemsFile).toBe(path.resolve('/project', 'b/problems.jsonl'));
    expect(config.retry).toEqual({ maxRetries: 3, retryIntervalMs: 20, timeoutMs: 2000 });
  });

  it('a bad number is a clear error, not a silent default', () => {
    expect(() => readConfig({ PORT: 'vier' })).toThrow(/PORT must be a number/);
    expect(() => contentClientOptions({ CONTENT_API_URL: 'http://cms', CONTENT_API_RETRIES: '-1' })).toThrow(
      /CONTENT_API_RETRIES/,
    );
  });

  it('the content client needs a CMS; its cache is named after the CMS host unless told otherwise', () => {
    expect(() => contentClientOptions({})).toThrow(/CONTENT_API_URL is not set/);
    const options = contentClientOptions(
      { CONTENT_API_URL: 'http://cms.example.nl:8080', CONTENT_API_CONCURRENCY: '0' },
      '/project',
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
    expect(contentClientOptions({ CONTENT_API_URL: 'http://cms', CONTENT_API_CACHE: 'off' }).cache).toBe(false);
  });

  it('a page rendered on demand (the preview): the same CMS, two quick retries, a short timeout and no disk cache', () => {
    const env = {
      CONTENT_API_URL: 'http://cms.example.nl',
      CONTENT_API_RETRIES: '10',
      CONTENT_API_RETRY_INTERVAL_MS: '10000',
      CONTENT_API_CACHE_DIR: '/var/cache/api',
    };
    const options = onDemandContentClientOptions(env, '/project');
    expect(options).toMatchObject({
      baseUrl: 'http://cms.example.nl',
      maxRetries: 2,
      retryIntervalMs: 300,
      timeoutMs: 10_000,
      concurrency: 8,
    });
    expect(options.cache).toBe(false);
    expect(() => onDemandContentClientOptions({})).toThrow(/CONTENT_API_URL is not set/);
  });
});
