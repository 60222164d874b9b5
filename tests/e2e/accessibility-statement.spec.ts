import { expect, test } from '@playwright/test';

const STATEMENTS = [
  {
    path: '/toegankelijkheid',
    sections: [
      'Status',
      'Datum',
      'Reikwijdte',
      'Onderzoek',
      'Bekende problemen en geplande oplossingen',
      'Feedback en contact',
      'Nationale Ombudsman',
      'Wat deze website zelf meet',
    ],
    footerLink: 'Toegankelijkheid',
    ombudsman: 'Nationale Ombudsman',
  },
  {
    path: '/en/accessibility',
    sections: [
      'Status',
      'Date',
      'Scope',
      'Research',
      'Known problems and planned fixes',
      'Feedback and contact',
      'National Ombudsman',
      'What this website measures itself',
    ],
    footerLink: 'Accessibility',
    ombudsman: 'National Ombudsman',
  },
];

for (const statement of STATEMENTS) {
  test(`${statement.path} carries the model statement's sections, the release date and the automated results`, async ({
    page,
  }) => {
    await page.goto(statement.path);
    const headings = page.locator('main h2');
    for (const section of statement.sections) await expect(headings.filter({ hasText: section }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: statement.ombudsman })).toHaveAttribute(
      'href',
      /nationaleombudsman\.nl/,
    );
    await expect(page.locator('[data-statement-release] time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    // Totals when a check has run for this build's folder, else a sentence that says none has.
    await expect(page.locator('[data-statement-automated]')).toBeVisible();
  });

  test(`every footer of ${statement.path}'s language links to it`, async ({ page }) => {
    await page.goto(statement.path === '/toegankelijkheid' ? '/' : '/en');
    const footerLink = page.locator('.legal-links').getByRole('link', { name: statement.footerLink, exact: true });
    await expect(footerLink).toHaveAttribute('href', statement.path);
  });
}
