import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { AXE_RULE_TAGS } from '../../scripts/build/a11y-rules.ts';
import { layOutWholePage } from '../../scripts/build/axe-page.ts';

export const AXE_TAGS = [...AXE_RULE_TAGS];

export async function expectNoAxeViolations(page: Page): Promise<void> {
  await layOutWholePage(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
