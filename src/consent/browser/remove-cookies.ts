/** Removes the site's own cookies a stopped third party set, on every domain they may have been set on. Browser only. */
import Cookies from 'js-cookie';
import { cookieDomains } from '#src/consent/withdrawal.ts';

/** Removes every cookie whose name matches; returns the names it found. */
export function removeCookies(names: RegExp, hostname: string = location.hostname): string[] {
  const found = Object.keys(Cookies.get()).filter((name) => names.test(name));
  for (const name of found) {
    for (const domain of cookieDomains(hostname)) Cookies.remove(name, domain ? { path: '/', domain } : { path: '/' });
  }
  return found;
}
