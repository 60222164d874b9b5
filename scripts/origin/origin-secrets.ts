/**
 * The origin's own secrets (the publish webhook's and the publish callback's), which nothing it
 * starts has any use for: not a build, not a check, not a release's server. Each gets the origin's
 * environment without them.
 */
import type { Environment } from '#src/lib/build/config.ts';

/** Variables of the origin that what it starts must not see. */
const ORIGIN_SECRETS = ['PUBLISH_WEBHOOK_SECRET', 'PUBLISH_CALLBACK_SECRET'];

/** The environment without the origin's secrets. */
export function withoutOriginSecrets(env: Environment): Environment {
  const own: Record<string, string | undefined> = { ...env };
  for (const name of ORIGIN_SECRETS) delete own[name];
  return own;
}
