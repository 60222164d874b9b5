/**
 * The embedded content API is a separate part (scripts/content-api/README.md): it depends on the
 * site only through the shared contract (src/lib/contract), the route table and the content walker.
 * Every module it loads at run time, directly or through those, is checked here (type-only imports
 * are erased by Node's type stripping and load nothing).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CONTENT_API = path.join(ROOT, 'scripts/content-api');

/**
 * What the content API may use of src/: the contract (with its URL policy), the route table and the
 * content walker, with the block kinds' descriptors it loops over (src/blocks/*\/descriptor.ts and the
 * pure rules they use: routes, phone links, the specialists and waiting-times rules).
 */
const SHARED = [
  /^src\/lib\/contract\/[^/]+\.ts$/,
  /^src\/lib\/security\/(url-policy|refused-urls)\.ts$/,
  /^src\/lib\/routing\/(page-calls|overview-routes|route-of-link|routes)\.ts$/,
  /^src\/lib\/content\/(walk|parse-content)\.ts$/,
  /^src\/blocks\/[^/]+(\/[^/]+)?\.ts$/,
  /^src\/lib\/blocks\/(specialists|waiting-times)\.ts$/,
  /^src\/lib\/(phone|api\/query)\.ts$/,
];

/** `import ... from 'x'`, `export ... from 'x'`, `import 'x'` and `import('x')`; not `import type` or `export type`. */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b(?!\s+type\b)[^'"]*?\bfrom\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'|\bimport\('([^']+)'\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The project files a module imports (packages and node: modules left out). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORT)].flatMap((match) => {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    if (specifier.startsWith('#src/')) return [path.join(ROOT, 'src', specifier.slice('#src/'.length))];
    if (specifier.startsWith('.')) return [path.resolve(path.dirname(file), specifier)];
    return [];
  });
}

/** Every file of src/ the content API reaches, as a path from the project root. */
function reachedSiteFiles(): string[] {
  const seen = new Set<string>();
  const queue = sourceFiles(CONTENT_API);
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of importsOf(file)) {
      expect(existsSync(imported), `${path.relative(ROOT, file)} imports ${path.relative(ROOT, imported)}`).toBe(true);
      if (imported.endsWith('.ts')) queue.push(imported);
    }
  }
  return [...seen].map((file) => path.relative(ROOT, file)).filter((file) => file.startsWith('src/'));
}

describe('the embedded content API as a separate part', () => {
  it('uses nothing of the site but the contract, the route table and the content walker', () => {
    const reached = reachedSiteFiles();
    expect(reached).toContain('src/lib/contract/index.ts');
    expect(reached).toContain('src/lib/routing/page-calls.ts');
    expect(reached).toContain('src/lib/content/walk.ts');
    expect(reached.filter((file) => !SHARED.some((allowed) => allowed.test(file)))).toEqual([]);
  });

  it('reads no file of the site at run time', () => {
    for (const file of sourceFiles(CONTENT_API))
      expect(readFileSync(file, 'utf8'), path.relative(ROOT, file)).not.toMatch(/new URL\([^)]*src\//);
  });
});
