/**
 * The Content Security Policy of every page (DESIGN.md "Security model"), in one place: Astro's
 * `security.csp` (astro.config.mjs) prints it as a `<meta http-equiv>` on every pre-rendered page
 * and as a header on the preview, adding the hashes of its own scripts and styles to `script-src`
 * and `style-src` (both `'self'` besides: no `'unsafe-inline'`). The host rules (`_headers`) and the
 * Node origin send it as a header too, with the directives a meta cannot carry.
 *
 * Third-party services load only after their consent category, and only their origins are allowed,
 * only where they need to be:
 * - the blocks' other hosts, each declared by its kind (`otherOrigins` in src/blocks/<kind>/descriptor.ts):
 *   the video players and Vimeo's embed check (media), the form service's frame (external_form);
 *   video files on another host play in `<video>` (`media-src https:`);
 * - search calls the CMS's search API on the site's own host, or on PUBLIC_SEARCH_API_URL (`connect-src`);
 * - the read-aloud service (its script and style host, and its reading service for `connect-src`),
 *   the rating widget (a frame) and the tag manager's container script: allowed only when
 *   configured (src/consent/third-parties.ts), only the origins each one needs. What a tag manager
 *   container loads in turn from other origins stays blocked until its origin is added here.
 * Images from the CMS are mirrored into the site; an image the CMS keeps on another host is shown
 * from there (`img-src https:`).
 */
import { createHash } from 'node:crypto';
import type { AstroUserConfig } from 'astro';
import { blockOrigins } from '#src/blocks/registry.ts';
import { HEAD_SCRIPT } from '#src/lib/security/head-script.ts';
import { thirdPartyCspSources, type ThirdPartySettings } from '#src/consent/third-parties.ts';

export type CspSettings = {
  /** PUBLIC_FORM_SERVICE_URL, or null for the form block's default service. */
  formServiceUrl: string | null;
  /** PUBLIC_SEARCH_API_URL: '' when search calls the site's own host. */
  searchApiUrl: string;
  /** The configured read-aloud service, rating widget and tag manager (none: absent). */
  thirdParty?: ThirdPartySettings | undefined;
};

type AstroCspSetting = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;
/** A directive as Astro's setting takes it (`img-src 'self'`): the names Astro allows are part of its type. */
type CspDirective = NonNullable<AstroCspSetting['directives']>[number];
type DirectiveName =
  | 'default-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-src'
  | 'connect-src'
  | 'img-src'
  | 'media-src'
  | 'font-src'
  | 'upgrade-insecure-requests';

function directive(name: DirectiveName, ...sources: string[]): CspDirective {
  return `${name}${sources.length === 0 ? '' : ` ${sources.join(' ')}`}`;
}

/** The directives every page carries, besides `script-src` and `style-src` (which Astro writes with its hashes). */
export function cspDirectives(settings: CspSettings): CspDirective[] {
  const searchOrigin = settings.searchApiUrl ? [new URL(settings.searchApiUrl).origin] : [];
  const third = settings.thirdParty ? thirdPartyCspSources(settings.thirdParty) : { connect: [], frame: [] };
  const blocks = blockOrigins({ formServiceUrl: settings.formServiceUrl });
  return [
    directive('default-src', "'self'"),
    directive('object-src', "'none'"),
    directive('base-uri', "'self'"),
    directive('form-action', "'self'"),
    directive('frame-src', ...blocks.frame, ...third.frame),
    directive('connect-src', "'self'", ...blocks.connect, ...searchOrigin, ...third.connect),
    directive('img-src', "'self'", 'https:'),
    directive('media-src', "'self'", 'https:'),
    directive('font-src', "'self'"),
    directive('upgrade-insecure-requests'),
  ];
}

/**
 * What only a header can say (a `<meta>` CSP ignores it): no other site may frame these pages.
 * `_headers` and the Node origin add it to the policy they send.
 */
export const HEADER_ONLY_DIRECTIVES: readonly CspDirective[] = ["frame-ancestors 'self'"];

/** The CSP hash of a script or style text, as Astro writes it (`sha256-` and base64). */
export function cspHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** Astro's `security.csp` setting. */
export function astroCsp(settings: CspSettings): AstroCspSetting {
  const third = settings.thirdParty ? thirdPartyCspSources(settings.thirdParty) : { script: [], style: [] };
  return {
    algorithm: 'SHA-256',
    directives: cspDirectives(settings),
    // A configured service's host joins 'self' (Astro then writes exactly these sources besides its hashes).
    scriptDirective: {
      hashes: [cspHash(HEAD_SCRIPT)],
      ...(third.script.length > 0 ? { resources: ["'self'", ...third.script] } : {}),
    },
    ...(third.style.length > 0 ? { styleDirective: { resources: ["'self'", ...third.style] } } : {}),
  };
}

/** Each directive of a policy with its sources (`script-src 'self' 'sha256-…'` -> script-src: ['self', …]). */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** What every page's policy must say (the issue's floor): the rest may add to it, never loosen it. */
const REQUIRED: ReadonlyArray<[string, string]> = [
  ['default-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
];

/** Why a page's Content Security Policy falls short, or null when it carries the site's floor. */
export function pageCspProblem(policy: string): string | null {
  const directives = parseCsp(policy);
  for (const [name, source] of REQUIRED) {
    const sources = directives.get(name);
    if (!sources) return `no ${name}`;
    if (sources.join(' ') !== source) return `${name} is "${sources.join(' ')}", not "${source}"`;
  }
  const scripts = directives.get('script-src');
  if (!scripts) return 'no script-src';
  const loose = scripts.find((source) =>
    ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'].includes(source),
  );
  if (loose) return `script-src allows ${loose}`;
  if (!scripts.some((source) => source.startsWith("'sha256-"))) return 'script-src has no hashes';
  return null;
}
