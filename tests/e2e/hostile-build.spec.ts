import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFilesOf } from '../../src/lib/build/run.ts';
import { HOSTILE_BUILD_DIR } from '../../playwright.config.ts';
import { scriptRisks } from '../support/script-risks.ts';
import { expect, test } from './fixtures.ts';

/**
 * The build from the hostile dataset (`--hostile`: the OWASP XSS filter-evasion payloads of
 * scripts/content-api/hostile/payloads.ts in every text, HTML and URL field of every answer), read as
 * files: the same build the browser tests in hostile-cms.spec.ts visit (`npm run build:e2e-sites`, which
 * fails when the build does). Its report names the items whose URLs the URL policy dropped, and no page
 * it wrote has anything that could run script (tests/support/script-risks.ts), while the payload texts
 * show as text.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

test('its report names the items whose URLs it dropped, by name, field and value', async () => {
  const problems = (await readFile(runFilesOf(HOSTILE_BUILD_DIR, ROOT).problems, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { kind: string; message: string });
  const unsafe = problems.filter((problem) => problem.kind === 'unsafe url').map((problem) => problem.message);
  expect(unsafe.length).toBeGreaterThan(100);
  expect(
    unsafe.some((message) =>
      /^navigation\/nl: ".+" Children\[\d+\]\.NavigationItem\.InternalLink: ".*javascript:alert\('xss:url-/i.test(
        message,
      ),
    ),
  ).toBe(true);
  expect(unsafe.some((message) => message.startsWith('footer: ') && message.includes('Link.Url'))).toBe(true);
  expect(unsafe.some((message) => /: ".+" \S*url: .*\(scheme data: is not allowed\); dropped$/i.test(message))).toBe(
    true,
  );
  expect(unsafe.some((message) => message.startsWith('sharepoint/translations.json: '))).toBe(true);
  // In the blocks of a page (named by the page and their item) and in its rich text (by link or image).
  expect(
    unsafe.some((message) => /^\/\S*: ".+" \S*\.url: ".*" \(scheme \S+ is not allowed\); dropped$/.test(message)),
  ).toBe(true);
  expect(unsafe.some((message) => /^\/\S*: text \d+: (link|image) ".*" (href|src): /.test(message))).toBe(true);
});

test('no page it wrote has anything that could run script, and the payload texts show as text', async () => {
  const client = path.resolve(ROOT, HOSTILE_BUILD_DIR, 'client');
  const risks: string[] = [];
  let pages = 0;
  let payloadTexts = 0;
  for (const entry of await readdir(client, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    pages += 1;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    for (const risk of scriptRisks(html)) risks.push(`${path.relative(client, file)}: ${risk}`);
    // The text payload `<img src=x onerror="alert('xss:text-tag')">`, escaped as Astro escapes text.
    if (html.includes('&lt;img src=x onerror=&quot;alert(&#39;xss:text-tag&#39;)&quot;&gt;')) payloadTexts += 1;
  }
  expect(pages).toBeGreaterThan(150);
  expect(risks).toEqual([]);
  expect(payloadTexts).toBeGreaterThan(10);
});
