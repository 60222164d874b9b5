/**
 * How often one client may post feedback: at most `limit` posts in any `windowMs`. The client's key (its address)
 * is kept only as a keyed hash, in memory, with a key made at start: nothing stored, nothing that outlives the
 * process, no address readable from a memory dump without that key.
 */
import { createHmac, randomBytes } from 'node:crypto';

export type RateLimiter = {
  /** Counts a post of this client; false when it is over the limit (the post is not counted then). */
  allow(clientKey: string, now?: number): boolean;
  /** How many clients are remembered (tests). */
  size(): number;
};

export function createRateLimiter(options: { limit: number; windowMs: number }): RateLimiter {
  const secret = randomBytes(32);
  const posts = new Map<string, number[]>();
  const hashed = (key: string) => createHmac('sha256', secret).update(key).digest('base64url');
  const forget = (now: number) => {
    for (const [key, times] of posts) {
      const recent = times.filter((time) => now - time < options.windowMs);
      if (recent.length === 0) posts.delete(key);
      else posts.set(key, recent);
    }
  };
  let lastSweep = 0;
  return {
    allow(clientKey, now = Date.now()) {
      // Clients who stopped posting are forgotten once a window has passed.
      if (now - lastSweep >= options.windowMs) {
        forget(now);
        lastSweep = now;
      }
      const key = hashed(clientKey);
      const recent = (posts.get(key) ?? []).filter((time) => now - time < options.windowMs);
      if (recent.length >= options.limit) {
        posts.set(key, recent);
        return false;
      }
      recent.push(now);
      posts.set(key, recent);
      return true;
    },
    size: () => posts.size,
  };
}
