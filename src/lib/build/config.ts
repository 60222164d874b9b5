/**
 * The site's configuration: the one module that reads the environment, once per command (and once
 * when a server that renders pages on demand starts). Everything else receives what it needs from
 * here (through the build run and the build context, or as arguments of the scripts). A build's side
 * files are not settings: they live in its run folder (src/lib/build/run.ts).
 *
 * - CONTENT_API_URL: the CMS root; `npm run build` / `npm start` set it to the embedded content API
 *   when it is unset. Optional here (type checks and tests load the config without one).
 * - SITE_URL: the public address (canonical, hreflang, sitemap, robots.txt, structured data,
 *   security.txt); unset, it is http://localhost:4321 and the build and the origin say so
 *   (siteAddressNotice). PORT, HOST: where servers listen.
 * - SECURITY_CONTACT (default mailto:security@spaarnegasthuis.nl; several comma separated) and
 *   SECURITY_TXT_EXPIRES (an ISO 8601 date or time; default: the first of the month six months
 *   after the build's): /.well-known/security.txt (scripts/build/security-txt.ts).
 * - CONTENT_API_RETRIES, CONTENT_API_RETRY_INTERVAL_MS, CONTENT_API_CONCURRENCY, CONTENT_API_TIMEOUT_MS: how
 *   the build's calls to the CMS are retried and timed out; the media mirror's downloads use the same
 *   settings (a page rendered on demand retries briefly instead: onDemandContentClientOptions).
 * - CONTENT_API_CACHE_DIR (default .cache/api), CONTENT_API_CACHE=off to skip it,
 *   CONTENT_API_CACHE_FRESH_SECONDS (default 0: every cached answer is revalidated with the API),
 *   CONTENT_API_CACHE_NAMESPACE (default: the API's host).
 * - PUBLIC_SEARCH_API_URL: where the search island calls the CMS from the browser ('' = this site's
 *   origin); PUBLIC_FORM_SERVICE_URL: the external form service of the form block.
 * - PUBLIC_CONTENT_API_URL: the CMS's address as a CDN or static host reaches it: the `_redirects`
 *   file passes /api/v1/search/* on to it (default CONTENT_API_URL, which is a local address when the build
 *   starts the embedded content API).
 * - CONTENT_SCALE: the embedded content API's dataset scale when a command gives no --scale.
 * - RELEASES_DIR: where the origin (`npm run serve`) keeps its releases (default releases/);
 *   PUBLISH_WEBHOOK_SECRET: the `whsec_` secret of the CMS's publish webhook (unset: webhook off);
 *   ORIGIN_ACCESSIBILITY_CHECKS: `off` stops the accessibility checks each release gets after it went
 *   live (default on).
 * - FEEDBACK_DB: the SQLite file in which the origin and `node scripts/serve.ts DIR` keep the visitors' "Is deze
 *   pagina nuttig?" answers (default .data/feedback.sqlite; `:memory:`: kept in memory only); FEEDBACK_ORIGIN_URL: the origin's address as a CDN or
 *   static host reaches it: the `_redirects` file passes /api/feedback on to it (unset: no such rule);
 *   FEEDBACK_TRUSTED_PROXIES: the CDN's or proxy's addresses (comma-separated) whose `X-Forwarded-For` names
 *   the visitor a feedback post counts against.
 *   PUBLISH_CALLBACK_URL and PUBLISH_CALLBACK_SECRET: where the origin tells each release's outcome, and
 *   the `whsec_` secret it signs it with (unset: no callback; the secret alone: to the embedded CMS).
 * - ACCESSIBILITY_REGISTER_URL, ACCESSIBILITY_REGISTER_LABEL_URL: the accessibility statement's
 *   entry in the national register and the image of its status label (https only; each unset: not shown).
 * - E2E_PORT, CHROMIUM_PATH, CI: the end-to-end tests' ports and browser; JOURNEYS_SITE: the built site the
 *   keyboard and display journeys visit (default dist) (readE2eConfig).
 */
import { readAccessibilityRegister, type AccessibilityRegister } from '#src/accessibility/register.ts';
import { readThirdPartySettings, type ThirdPartySettings } from '#src/consent/third-parties.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ContentClientOptions } from '#src/lib/api/content-client.ts';
import { DEFAULT_MAX_RETRIES, DEFAULT_RETRY_INTERVAL_MS, type RetrySettings } from '#src/lib/api/retry-policy.ts';

export type Environment = Readonly<Record<string, string | undefined>>;

/** How calls to the CMS are retried (the one retry policy's settings) and the time one request may take. */
export type CallSettings = RetrySettings & { timeoutMs: number };

/** The public domain of the hospital's site: its absolute links count as this site's own. */
export const PUBLIC_SITE_URL = 'https://www.spaarnegasthuis.nl';
export const DEFAULT_SITE_URL = 'http://localhost:4321';

/** Where to report a vulnerability when SECURITY_CONTACT is unset: the hospital's security address. */
export const DEFAULT_SECURITY_CONTACT = 'mailto:security@spaarnegasthuis.nl';

/**
 * What /.well-known/security.txt says: how to reach the hospital, and until when (null: the default);
 * `contactGiven` false when SECURITY_CONTACT is unset and the contacts are the default.
 */
export type SecurityTxtSettings = { contacts: string[]; contactGiven: boolean; expires: Date | null };

/** The on-disk cache of the CMS's answers; `namespace` null: named after the CMS's host. */
export type ContentCacheSettings = { dir: string; namespace: string | null; freshSeconds: number };

export type SiteConfig = {
  /** The CMS root; undefined when none is configured (type checks, unit tests). */
  contentApiUrl: string | undefined;
  /** Where a CDN passes /api/v1/search/* on to (PUBLIC_CONTENT_API_URL, else the CMS root). */
  publicContentApiUrl: string | undefined;
  siteUrl: string;
  /** Hosts whose absolute links count as this site's own: the site, the public domain and the CMS. */
  siteHosts: string[];
  /** How calls to the CMS (and the media mirror's downloads) are retried and timed out. */
  retry: CallSettings;
  /** How many calls to the CMS are under way at once, and the on-disk cache of its answers (false: off). */
  contentCalls: { concurrency: number; cache: false | ContentCacheSettings };
  /** Where servers listen: PORT (default 4321) and HOST (unset: each server's own default). */
  server: { port: number; host: string | undefined };
  /** SITE_URL as given, or null (the link check then reads the site from the build's robots.txt). */
  siteUrlGiven: string | null;
  /** Where the search island calls `{url}/api/v1/search/...` from the browser; '' is the site's own origin. */
  searchApiUrl: string;
  /** The external form service the form block embeds (null: the block's default service). */
  formServiceUrl: string | null;
  /** Read-aloud, rating widget and tag manager (src/consent/third-parties.ts): each off while unset. */
  thirdParty: ThirdPartySettings;
  /** The embedded content API's dataset scale when a command gives no --scale (CONTENT_SCALE). */
  contentScale: number;
  /** /.well-known/security.txt (SECURITY_CONTACT, SECURITY_TXT_EXPIRES). */
  securityTxt: SecurityTxtSettings;
  /** The accessibility statement's register entry and its status label (src/accessibility/register.ts). */
  accessibilityRegister: AccessibilityRegister;
  /** The origin server: its releases folder and the publish webhook's secret (null: the webhook is off). */
  origin: {
    releasesDir: string;
    webhookSecret: string | null;
    accessibilityChecks: boolean;
    /** Where `release.live` and `release.failed` go (null: nowhere; url null: to the embedded CMS's receiver). */
    callback: { url: string | null; secret: string } | null;
  };
  /** The visitors' page feedback: where the origin keeps it, and where a CDN passes /api/feedback on to (null: none). */
  feedback: { dbFile: string; originUrl: string | null; trustedProxies: string[] };
};

function numberFrom(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number of 0 or more, not "${value}"`);
  return parsed;
}

/** A switch: `on` or `off`, unset or empty: the fallback. */
function onOff(value: string | undefined, name: string, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error(`${name} must be "on" or "off", not "${value}"`);
}

/** A contact for security.txt: an e-mail (`mailto:`), web (`https:`) or phone (`tel:`) address. */
function securityContacts(value: string | undefined): string[] {
  const contacts = (value || DEFAULT_SECURITY_CONTACT)
    .split(',')
    .map((contact) => contact.trim())
    .filter(Boolean);
  for (const contact of contacts)
    // A phone number's digits may be grouped by spaces or hyphens; a line break would end the field.
    if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+|tel:\+?[\d -]+)$/i.test(contact))
      throw new Error(
        `SECURITY_CONTACT must be mailto:, https:// or tel: addresses, comma separated, not "${contact}"`,
      );
  return contacts;
}

function dateFrom(value: string | undefined, name: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime()))
    throw new Error(`${name} must be an ISO 8601 date or time (2027-05-01 or 2027-05-01T00:00:00Z), not "${value}"`);
  return date;
}

function hostsOf(urls: ReadonlyArray<string | null | undefined>): string[] {
  const hosts = new Set<string>();
  for (const url of urls) if (url) hosts.add(new URL(url).host);
  return [...hosts];
}

export function readConfig(env: Environment = process.env, cwd: string = process.cwd()): SiteConfig {
  const contentApiUrl = env['CONTENT_API_URL'] || undefined;
  const siteUrl = env['SITE_URL'] || DEFAULT_SITE_URL;
  return {
    contentApiUrl,
    publicContentApiUrl: env['PUBLIC_CONTENT_API_URL'] || contentApiUrl,
    siteUrl,
    siteHosts: hostsOf([env['SITE_URL'], PUBLIC_SITE_URL, contentApiUrl]),
    retry: readCallSettings(env),
    contentCalls: {
      concurrency: Math.max(1, numberFrom(env['CONTENT_API_CONCURRENCY'], 'CONTENT_API_CONCURRENCY', 8)),
      cache:
        env['CONTENT_API_CACHE'] === 'off'
          ? false
          : {
              dir: env['CONTENT_API_CACHE_DIR'] ?? path.join(cwd, '.cache', 'api'),
              namespace: env['CONTENT_API_CACHE_NAMESPACE'] || null,
              freshSeconds: numberFrom(env['CONTENT_API_CACHE_FRESH_SECONDS'], 'CONTENT_API_CACHE_FRESH_SECONDS', 0),
            },
    },
    server: { port: numberFrom(env['PORT'], 'PORT', 4321), host: env['HOST'] || undefined },
    siteUrlGiven: env['SITE_URL'] || null,
    searchApiUrl: env['PUBLIC_SEARCH_API_URL'] ?? '',
    formServiceUrl: env['PUBLIC_FORM_SERVICE_URL'] || null,
    thirdParty: readThirdPartySettings(env),
    contentScale: numberFrom(env['CONTENT_SCALE'], 'CONTENT_SCALE', 1),
    securityTxt: {
      contacts: securityContacts(env['SECURITY_CONTACT']),
      contactGiven: Boolean(env['SECURITY_CONTACT']?.trim()),
      expires: dateFrom(env['SECURITY_TXT_EXPIRES'], 'SECURITY_TXT_EXPIRES'),
    },
    accessibilityRegister: readAccessibilityRegister(env),
    origin: {
      releasesDir: path.resolve(cwd, env['RELEASES_DIR'] || 'releases'),
      webhookSecret: env['PUBLISH_WEBHOOK_SECRET'] || null,
      accessibilityChecks: onOff(env['ORIGIN_ACCESSIBILITY_CHECKS'], 'ORIGIN_ACCESSIBILITY_CHECKS', true),
      callback: readPublishCallback(env),
    },
    feedback: {
      // ':memory:' keeps the answers in memory only (a check's throwaway server).
      dbFile:
        env['FEEDBACK_DB'] === ':memory:'
          ? ':memory:'
          : path.resolve(cwd, env['FEEDBACK_DB'] || path.join('.data', 'feedback.sqlite')),
      originUrl: env['FEEDBACK_ORIGIN_URL'] || null,
      trustedProxies: (env['FEEDBACK_TRUSTED_PROXIES'] ?? '')
        .split(',')
        .map((address) => address.trim())
        .filter((address) => address !== ''),
    },
  };
}

function readPublishCallback(env: Environment): { url: string | null; secret: string } | null {
  const url = env['PUBLISH_CALLBACK_URL']?.trim() || null;
  const secret = env['PUBLISH_CALLBACK_SECRET']?.trim() || null;
  if (url === null && secret === null) return null;
  if (secret === null)
    throw new Error('PUBLISH_CALLBACK_URL needs PUBLISH_CALLBACK_SECRET, the secret it is signed with');
  if (url !== null && (!/^https?:\/\//i.test(url) || !URL.canParse(url)))
    throw new Error(`PUBLISH_CALLBACK_URL must be an http or https URL, not "${url}"`);
  if (!secret.startsWith('whsec_')) throw new Error('PUBLISH_CALLBACK_SECRET must be a whsec_ secret');
  return { url, secret };
}

/** Whether an address names this machine (localhost, 127.0.0.0/8, ::1): no visitor or host elsewhere reaches it. */
export function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1';
}

/**
 * What a build and the origin say about the site's address. Unset, SITE_URL leaves this machine's
 * address in every canonical link, hreflang, the sitemap, robots.txt and the structured data: fine
 * for a look on this machine, wrong anywhere else.
 */
export function siteAddressNotice(site: { siteUrl: string; siteUrlGiven: string | null }): string {
  if (site.siteUrlGiven === null)
    return `Warning: SITE_URL is not set, so the canonical links, hreflang, sitemap, robots.txt, structured data and security.txt name ${site.siteUrl}, this machine. Set SITE_URL to the site's public address (e.g. ${PUBLIC_SITE_URL}) for a release.`;
  if (isLocalAddress(site.siteUrl))
    return `Warning: SITE_URL is ${site.siteUrl}, this machine: the canonical links, sitemap and structured data name no public address.`;
  return `Site address (SITE_URL): ${site.siteUrl}`;
}

/**
 * What a build says when it publishes the default security contact at a public address: a reporter
 * then writes to an address nobody may have confirmed. Null when SECURITY_CONTACT is set, or the site
 * is this machine's (the SITE_URL notice already says that build is not for release).
 */
export function securityContactNotice(
  site: Pick<SiteConfig, 'siteUrl' | 'siteUrlGiven' | 'securityTxt'>,
): string | null {
  if (site.securityTxt.contactGiven || site.siteUrlGiven === null || isLocalAddress(site.siteUrl)) return null;
  return `Warning: SECURITY_CONTACT is not set, so ${new URL('/.well-known/security.txt', site.siteUrl).href} publishes the default contact ${site.securityTxt.contacts.join(', ')}. Set SECURITY_CONTACT to the confirmed address for reporting vulnerabilities.`;
}

/**
 * Where a CDN or static host passes /api/v1/search/* on to: the CMS's public address, but none when that is
 * this machine (the embedded content API) while the site has a public address: no host could reach it.
 */
export function cdnContentApiUrl(config: Pick<SiteConfig, 'publicContentApiUrl' | 'siteUrl'>): string | undefined {
  const target = config.publicContentApiUrl;
  if (!target || (isLocalAddress(target) && !isLocalAddress(config.siteUrl))) return undefined;
  return target;
}

/** Debian's headless-only Chromium (package chromium-headless-shell): the browser Playwright itself runs headless tests in. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
/** Debian's whole Chromium (package chromium), when the headless shell is not installed. */
export const DEBIAN_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The end-to-end tests' settings: the first of their ports, the browser (CHROMIUM_PATH, else Debian's
 * headless shell, else Debian's Chromium), whether this is CI, the built site the keyboard and display journeys
 * visit, and the CMS a run against any build passes its searches to (null: none given).
 */
export function readE2eConfig(
  env: Environment = process.env,
  installed: (file: string) => boolean = existsSync,
): { port: number; chromiumPath: string; ci: boolean; journeysSite: string; contentApiUrl: string | null } {
  return {
    port: numberFrom(env['E2E_PORT'], 'E2E_PORT', 4391),
    chromiumPath: env['CHROMIUM_PATH'] || (installed(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : DEBIAN_CHROMIUM_PATH),
    ci: Boolean(env['CI']),
    journeysSite: env['JOURNEYS_SITE'] || 'dist',
    contentApiUrl: env['CONTENT_API_URL'] || null,
  };
}

function readCallSettings(env: Environment): CallSettings {
  return {
    maxRetries: numberFrom(env['CONTENT_API_RETRIES'], 'CONTENT_API_RETRIES', DEFAULT_MAX_RETRIES),
    retryIntervalMs: numberFrom(
      env['CONTENT_API_RETRY_INTERVAL_MS'],
      'CONTENT_API_RETRY_INTERVAL_MS',
      DEFAULT_RETRY_INTERVAL_MS,
    ),
    timeoutMs: numberFrom(env['CONTENT_API_TIMEOUT_MS'], 'CONTENT_API_TIMEOUT_MS', 30_000),
  };
}

/**
 * The settings with the CMS a command opened itself (the embedded content API, on a port of its own
 * each run): the CMS counts as one of the site's hosts, the CDN's proxy rule points at it unless
 * PUBLIC_CONTENT_API_URL says otherwise, and its answers are cached under `cacheNamespace` unless
 * CONTENT_API_CACHE_NAMESPACE names another.
 */
export function withContentApi(config: SiteConfig, url: string, cacheNamespace: string | null = null): SiteConfig {
  const cache = config.contentCalls.cache;
  return {
    ...config,
    contentApiUrl: url,
    publicContentApiUrl: config.publicContentApiUrl ?? url,
    siteHosts: hostsOf([config.siteUrlGiven, PUBLIC_SITE_URL, url]),
    contentCalls: {
      ...config.contentCalls,
      cache: cache && { ...cache, namespace: cache.namespace ?? cacheNamespace },
    },
  };
}

/**
 * The settings of a page rendered on demand (the preview): the CMS the server serving the release
 * names (the origin's, which it also passes search on to), else the environment's, else the one the
 * build read. A release built from an embedded content API that has since stopped asks the running one.
 */
export function onDemandSettings(
  config: SiteConfig,
  cms: { served?: string | undefined; built: string | null },
): SiteConfig {
  const url = cms.served ?? config.contentApiUrl ?? cms.built;
  return url && url !== config.contentApiUrl ? withContentApi(config, url) : config;
}

/** The content client's settings; fails with a clear message when no CMS is configured. */
export function contentClientOptions(config: SiteConfig): ContentClientOptions {
  const baseUrl = config.contentApiUrl;
  if (!baseUrl) {
    throw new Error(
      'CONTENT_API_URL is not set: run through `npm run build` / `npm start` (they start the embedded content API), or point it at the CMS.',
    );
  }
  const cache = config.contentCalls.cache;
  return {
    baseUrl,
    ...config.retry,
    concurrency: config.contentCalls.concurrency,
    cache: cache && {
      dir: cache.dir,
      namespace: cache.namespace ?? new URL(baseUrl).host,
      freshSeconds: cache.freshSeconds,
    },
  };
}

/**
 * How a page rendered on demand (the preview) talks to the CMS: an editor is waiting, and what it fetches is private.
 */
export const ON_DEMAND_RETRIES = 2;
export const ON_DEMAND_RETRY_INTERVAL_MS = 300;
export const ON_DEMAND_TIMEOUT_MS = 10_000;
/**
 * How long a page rendered on demand (the preview, a served search) waits for its frame (menu, footer,
 * banner, strings) before it is framed with the bundled strings: a CMS that hangs would hold the page
 * for every timeout and retry above (about 31 s). The 3 s the search page gives the CMS's search
 * (CMS_SEARCH_TIME_LIMIT_MS); a served search's CMS search gets what is left of them (cmsSearchTimeLeft).
 */
export const ON_DEMAND_FRAME_WAIT_MS = 3_000;

/**
 * The content client's settings for a request rendered on demand by the server (the preview): the
 * same CMS, but a few quick retries and a short timeout instead of the build's patient ones, and
 * no on-disk cache, so drafts and their tokens are never written to disk.
 */
export function onDemandContentClientOptions(config: SiteConfig): ContentClientOptions {
  return {
    ...contentClientOptions(config),
    maxRetries: ON_DEMAND_RETRIES,
    retryIntervalMs: ON_DEMAND_RETRY_INTERVAL_MS,
    timeoutMs: ON_DEMAND_TIMEOUT_MS,
    cache: false,
  };
}
