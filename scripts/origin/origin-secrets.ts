/**
 * The origin's own secrets (the publish webhook's and the publish callback's), which nothing it
 * starts has any use for: not a build, not a check, not a release's server. Builds and checks run
 * in processes of their own with the origin's environment without them; a release's server runs on
 * a thread of the origin's process, whose `process.env` is without them (the process's own
 * environment, as the system keeps it, still has them).
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
