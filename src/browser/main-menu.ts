/**
 * Behaviour of the header menu (spec 2.5, 4 "Menus"): the toggle opens and closes the menu panel on
 * mobile; opening one submenu closes the others; Escape, the underlay and a click on a menu link
 * close it; aria-expanded always says what is open. Layout is 'desktop' above 48em, else 'mobile',
 * and follows resizes.
 */

const DESKTOP_QUERY = '(min-width: 48.0625em)';

export function initMainMenu(root: Document = document): void {
  const header = root.querySelector<HTMLElement>('[data-site-header]');
  if (!header || header.dataset['menuReady']) return;
  header.dataset['menuReady'] = 'true';

  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const underlay = header.querySelector<HTMLElement>('[data-menu-underlay]');
  const submenuToggles = [...header.querySelectorAll<HTMLButtonElement>('[data-submenu-toggle]')];
  const desktop = window.matchMedia(DESKTOP_QUERY);

  const submenuOf = (button: HTMLButtonElement) => root.getElementById(button.getAttribute('aria-controls') ?? '');

  function setSubmenu(button: HTMLButtonElement, open: boolean): void {
    button.setAttribute('aria-expanded', String(open));
    submenuOf(button)?.classList.toggle('is-open', open);
  }

  function closeSubmenus(except?: HTMLButtonElement): void {
    for (const button of submenuToggles) if (button !== except) setSubmenu(button, false);
  }

  function isMenuOpen(): boolean {
    return header?.classList.contains('is-menu-open') ?? false;
  }

  function setMenu(open: boolean): void {
    header?.classList.toggle('is-menu-open', open);
    toggle?.setAttribute('aria-expanded', String(open));
    if (underlay) underlay.hidden = !open;
    if (!open) closeSubmenus();
  }

  for (const button of submenuToggles) {
    button.hidden = false;
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      closeSubmenus(button);
      setSubmenu(button, open);
    });
  }

  if (toggle) {
    toggle.hidden = false;
    toggle.addEventListener('click', () => setMenu(!isMenuOpen()));
  }
  underlay?.addEventListener('click', () => setMenu(false));

  header.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (target?.closest('[data-menu-link]')) setMenu(false);
  });

  header.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const openSubmenu = submenuToggles.find((button) => button.getAttribute('aria-expanded') === 'true');
    if (isMenuOpen()) {
      setMenu(false);
      toggle?.focus();
    } else if (openSubmenu) {
      closeSubmenus();
      openSubmenu.focus();
    }
  });

  // A click elsewhere on the page closes an open desktop submenu.
  root.addEventListener('click', (event) => {
    if (desktop.matches && !header.contains(event.target as Node)) closeSubmenus();
  });

  desktop.addEventListener('change', () => setMenu(false));
}
