/**
 * /.well-known/security.txt (RFC 9116): whom to tell about a vulnerability (SECURITY_CONTACT), until
 * when the file holds (SECURITY_TXT_EXPIRES), in which languages, and where the file itself lives
 * (the site's address). The build writes it into the static output, so every host and the Node
 * origin serve it; it fails before rendering when the file would expire within 30 days, so an
 * outdated contact is never published for long, and warns when it would hold for more than a year.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { SecurityTxtSettings } from '#src/lib/build/config.ts';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';
/** The least time a published security.txt has left before it expires. */
export const MIN_DAYS_LEFT = 30;
/** RFC 9116: an expiry should be less than a year ahead, so a stale file is not trusted for long. */
export const MAX_DAYS_LEFT = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The default expiry is the first of the month this many months on: the same in every build of a month. */
const DEFAULT_MONTHS_AHEAD = 6;

/** RFC 3339 without milliseconds: 2027-05-01T00:00:00Z. */
function rfc3339(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The first of the month six months after `now`'s month, at midnight UTC: five to six months away. */
export function defaultExpiry(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + DEFAULT_MONTHS_AHEAD, 1));
}

/** The file's expiry: the configured one, else the default; an error when it is less than 30 days away. */
export function securityTxtExpiry(configured: Date | null, now: Date): Date {
  const expires = configured ?? defaultExpiry(now);
  const daysLeft = (expires.getTime() - now.getTime()) / DAY_MS;
  if (daysLeft < MIN_DAYS_LEFT)
    throw new Error(
      `security.txt: SECURITY_TXT_EXPIRES is ${rfc3339(expires)}, ${daysLeft < 0 ? 'already past' : `${Math.floor(daysLeft)} days away`}; it must be at least ${MIN_DAYS_LEFT} days ahead (RFC 9116 advises less than a year). Set a later date once the security contact is confirmed.`,
    );
  return expires;
}

/** A warning when the expiry is more than a year ahead (RFC 9116 advises less); null otherwise. */
export function securityTxtExpiryWarning(expires: Date, now: Date): string | null {
  const daysLeft = (expires.getTime() - now.getTime()) / DAY_MS;
  if (daysLeft <= MAX_DAYS_LEFT) return null;
  return `security.txt: SECURITY_TXT_EXPIRES is ${rfc3339(expires)}, ${Math.floor(daysLeft)} days away; RFC 9116 advises less than a year, so a file nobody reconfirms stops being trusted. Set a date within ${MAX_DAYS_LEFT} days.`;
}

/** The text of security.txt. */
export function securityTxt(settings: { contacts: readonly string[]; expires: Date; siteUrl: string }): string {
  return [
    '# How to report a security vulnerability to the Spaarne Gasthuis (RFC 9116).',
    ...settings.contacts.map((contact) => `Contact: ${contact}`),
    `Expires: ${rfc3339(settings.expires)}`,
    'Preferred-Languages: nl, en',
    `Canonical: ${new URL(SECURITY_TXT_PATH, settings.siteUrl).href}`,
    '',
  ].join('\n');
}

/** Checks the expiry when the build starts and writes the file when it is done. */
export function securityTxtFile(options: { settings: SecurityTxtSettings; siteUrl: string }): AstroIntegration {
  let expires: Date | undefined;
  return {
    name: 'hospital:security-txt',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const now = new Date();
        expires = securityTxtExpiry(options.settings.expires, now);
        const warning = securityTxtExpiryWarning(expires, now);
        if (warning) logger.warn(warning);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const file = path.join(fileURLToPath(dir), ...SECURITY_TXT_PATH.split('/'));
        await mkdir(path.dirname(file), { recursive: true });
        const at = expires ?? securityTxtExpiry(options.settings.expires, new Date());
        await writeFile(
          file,
          securityTxt({ contacts: options.settings.contacts, expires: at, siteUrl: options.siteUrl }),
        );
        logger.info(`${SECURITY_TXT_PATH}: ${options.settings.contacts.join(', ')}, expires ${rfc3339(at)}`);
      },
    },
  };
}
