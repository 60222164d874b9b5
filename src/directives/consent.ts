/**
 * `client:consent`: hydrates the cookie bar only when it is needed, so visitors who have chosen
 * load no JavaScript for it: at once when the bar must show (showCookies is not 'no'), else on the
 * first click on a cookie-settings button.
 */
import type { ClientDirective } from 'astro';

const consentDirective: ClientDirective = (load) => {
  const hydrate = async () => {
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  if (!document.cookie.split(/;\s*/).includes('showCookies=no')) {
    void hydrate();
    return;
  }
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-cookie-settings]')) return;
    document.removeEventListener('click', onClick);
    document.documentElement.dataset['cookieSettingsRequested'] = 'true';
    void hydrate();
  };
  document.addEventListener('click', onClick);
};

export default consentDirective;
