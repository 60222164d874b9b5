/**
 * The third-party services of spec 1, 2.5, 4 and 7 that the site loads only with consent, and only
 * when configured (each is off while its setting is unset):
 * - **read-aloud** (ReadSpeaker webReader style): PUBLIC_READ_ALOUD_CUSTOMER_ID, with the hosts of
 *   its script (PUBLIC_READ_ALOUD_SCRIPT_HOST, default `cdn-eu.readspeaker.com`) and of its reading
 *   service (PUBLIC_READ_ALOUD_APP_HOST, default `app-eu.readspeaker.com`); loaded when the
 *   read-aloud cookie is 'yes';
 * - **rating widget** in the footer: PUBLIC_RATING_WIDGET_URL, an https address shown in a frame;
 *   loaded when tracking-cookies is 'yes';
 * - **tag manager**: PUBLIC_TAG_MANAGER_ID (`GTM-…`); its container loads once the visitor has
 *   answered the cookie bar, after the consent defaults and the visitor's consent update are in the
 *   data layer.
 * A setting that is present but malformed stops the build with a message that names it. Pure: the
 * build reads the settings, the pages carry what the browser needs as data attributes, and the
 * browser script (src/consent/browser/start-third-parties.ts) builds the same addresses with these
 * functions. The category each one waits for is THIRD_PARTY_CATEGORIES (categories.ts).
 */
import type { Locale } from '#src/i18n/locales.ts';

export type ReadAloudSettings = { customerId: string; scriptHost: string; appHost: string };

export type ThirdPartySettings = {
  readAloud: ReadAloudSettings | null;
  /** The rating widget's frame address. */
  ratingWidgetUrl: string | null;
  /** The tag manager's container id (`GTM-XXXXXXX`). */
  tagManagerId: string | null;
};

export const NO_THIRD_PARTIES: ThirdPartySettings = { readAloud: null, ratingWidgetUrl: null, tagManagerId: null };

export const DEFAULT_READ_ALOUD_SCRIPT_HOST = 'cdn-eu.readspeaker.com';
export const DEFAULT_READ_ALOUD_APP_HOST = 'app-eu.readspeaker.com';
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The element the read-aloud service reads: the main content (navigation, banners and the cookie bar are outside it).
 */
export const READ_ALOUD_TARGET_ID = 'main-content';

/** ReadSpeaker's language codes (`nl_nl`; English pages `en_uk`). */
export const READ_ALOUD_LANGUAGES: Readonly<Record<Locale, string>> = { nl: 'nl_nl', en: 'en_uk' };

type Environment = Readonly<Record<string, string | undefined>>;

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i;

function setting(env: Environment, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function host(env: Environment, name: string, fallback: string): string {
  const value = setting(env, name) ?? fallback;
  if (!HOST.test(value)) throw new Error(`${name} must be a host name such as ${fallback}, not "${value}"`);
  return value.toLowerCase();
}

export function readThirdPartySettings(env: Environment): ThirdPartySettings {
  const customerId = setting(env, 'PUBLIC_READ_ALOUD_CUSTOMER_ID');
  if (customerId !== null && !/^\d+$/.test(customerId))
    throw new Error(`PUBLIC_READ_ALOUD_CUSTOMER_ID must be the service's numeric customer id, not "${customerId}"`);
  const ratingWidgetUrl = setting(env, 'PUBLIC_RATING_WIDGET_URL');
  if (ratingWidgetUrl !== null && (!URL.canParse(ratingWidgetUrl) || new URL(ratingWidgetUrl).protocol !== 'https:')) {
    throw new Error(`PUBLIC_RATING_WIDGET_URL must be an https address, not "${ratingWidgetUrl}"`);
  }
  const tagManagerId = setting(env, 'PUBLIC_TAG_MANAGER_ID');
  if (tagManagerId !== null && !/^GTM-[A-Z0-9]+$/.test(tagManagerId))
    throw new Error(`PUBLIC_TAG_MANAGER_ID must be a container id such as GTM-ABC1234, not "${tagManagerId}"`);
  return {
    readAloud:
      customerId === null
        ? null
        : {
            customerId,
            scriptHost: host(env, 'PUBLIC_READ_ALOUD_SCRIPT_HOST', DEFAULT_READ_ALOUD_SCRIPT_HOST),
            appHost: host(env, 'PUBLIC_READ_ALOUD_APP_HOST', DEFAULT_READ_ALOUD_APP_HOST),
          },
    ratingWidgetUrl,
    tagManagerId,
  };
}

/** The read-aloud service's script (webReader). */
export function readAloudScriptUrl(settings: ReadAloudSettings): string {
  return `https://${settings.scriptHost}/script/${encodeURIComponent(settings.customerId)}/webReader/webReader.js?pids=wr`;
}

/** The link the control carries: the service reads `readid` of the page at `pageUrl` in the page's language. */
export function readAloudLink(
  settings: Pick<ReadAloudSettings, 'customerId' | 'appHost'>,
  pageUrl: string,
  locale: Locale,
): string {
  const query = new URLSearchParams({
    customerid: settings.customerId,
    lang: READ_ALOUD_LANGUAGES[locale],
    readid: READ_ALOUD_TARGET_ID,
    url: pageUrl,
  });
  return `https://${settings.appHost}/cgi-bin/rsent?${query.toString()}`;
}

/** The tag manager's container script. */
export function tagManagerScriptUrl(id: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
}

/** The origins each configured service needs in the page's Content Security Policy, by directive. */
export function thirdPartyCspSources(settings: ThirdPartySettings): {
  script: string[];
  style: string[];
  connect: string[];
  frame: string[];
} {
  const readAloud = settings.readAloud;
  return {
    script: [
      ...(readAloud ? [`https://${readAloud.scriptHost}`] : []),
      ...(settings.tagManagerId ? [TAG_MANAGER_ORIGIN] : []),
    ],
    style: readAloud ? [`https://${readAloud.scriptHost}`] : [],
    connect: readAloud ? [`https://${readAloud.appHost}`, `https://${readAloud.scriptHost}`] : [],
    frame: settings.ratingWidgetUrl ? [new URL(settings.ratingWidgetUrl).origin] : [],
  };
}
