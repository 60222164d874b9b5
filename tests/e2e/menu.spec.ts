import { expect, test } from './fixtures.ts';

test.describe('main menu on desktop', () => {
  test('submenus open by keyboard, one at a time, and Escape closes them', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const toggles = menu.locator('[data-submenu-toggle]');
    expect(await toggles.count()).toBeGreaterThan(1);
    const first = toggles.nth(0);
    const second = toggles.nth(1);

    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstSubmenu = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(firstSubmenu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstSubmenu.getByRole('link').first()).toBeFocused();

    await second.focus();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstSubmenu).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toBeFocused();
  });

  test('the mobile menu toggle is not shown on desktop', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-menu-toggle]')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  });
});

test.describe('main menu on mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the toggle opens the menu; Escape closes it and focus returns to the toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Servicemenu' })).toBeVisible();

    const submenuToggle = menu.locator('[data-submenu-toggle]').first();
    await submenuToggle.click();
    await expect(submenuToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a click on the underlay closes the menu', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator('[data-menu-underlay]').click({ position: { x: 20, y: 800 } });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click on a menu link closes the menu', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    const link = page.getByRole('navigation', { name: 'Hoofdmenu' }).locator('.main-menu__link[href^="/"]').first();
    await link.evaluate((element: HTMLAnchorElement) =>
      element.addEventListener('click', (event) => event.preventDefault()),
    );
    await link.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('nothing is wider than a 320px screen (400% zoom)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

test.describe('main menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the whole menu is visible and usable as links', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(menu).toBeVisible();
    await expect(page.locator('[data-menu-toggle]')).toBeHidden();
    const submenuLink = menu.locator('.submenu a').first();
    await expect(submenuLink).toBeVisible();
    await expect(submenuLink).toHaveAttribute('href', /^\/|^https:/);
  });
});
