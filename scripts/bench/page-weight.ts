/**
 * What one built page costs a visitor: the gzipped bytes of its HTML, of the CSS it links or
 * inlines, and of the JavaScript it loads (module scripts, their static imports and island code).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';

/** `js`: loaded on every view; `islandJs`: island code, loaded as each island's directive decides. */
export type PageWeight = { pageType: string; html: number; css: number; js: number; islandJs: number };

const gzipSize = (content: string | Buffer): number => gzipSync(content).length;

/** Reads the page's type, stylesheets, scripts and inline styles. */
export function readPage(html: string): {
  pageType: string;
  stylesheets: string[];
  scripts: string[];
  islands: string[];
  inlineCss: string;
  inlineJs: string;
} {
  let pageType = 'unknown';
  const stylesheets: string[] = [];
  const scripts: string[] = [];
  const islands: string[] = [];
  let inlineCss = '';
  let inlineJs = '';
  let inStyle = false;
  let inScript = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'body' && attributes['data-page-type']) pageType = attributes['data-page-type'];
      if (name === 'link' && attributes['rel'] === 'stylesheet' && attributes['href'])
        stylesheets.push(attributes['href']);
      if (name === 'script' && attributes['src']) scripts.push(attributes['src']);
      else if (name === 'script' && (!attributes['type'] || attributes['type'] === 'module')) inScript = true;
      if (name === 'astro-island') {
        for (const key of ['component-url', 'renderer-url']) if (attributes[key]) islands.push(attributes[key]);
      }
      if (name === 'style') inStyle = true;
    },
    ontext(text) {
      if (inStyle) inlineCss += text;
      if (inScript) inlineJs += text;
    },
    onclosetag(name) {
      if (name === 'style') inStyle = false;
      if (name === 'script') inScript = false;
    },
  });
  parser.write(html);
  parser.end();
  return { pageType, stylesheets, scripts, islands, inlineCss, inlineJs };
}

const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import\s*(?:[\w*{}\s,$]+from\s*)?|export\s*[\w*{}\s,$]+from\s*)["']([^"']+\.js)["']/g;

export class PageWeigher {
  private readonly clientDir: string;
  private readonly sizes = new Map<string, Promise<number>>();
  private readonly imports = new Map<string, Promise<string[]>>();

  constructor(clientDir: string) {
    this.clientDir = clientDir;
  }

  private fileOf(url: string): string {
    return path.join(this.clientDir, url.split(/[?#]/)[0] ?? url);
  }

  private gzippedFile(url: string): Promise<number> {
    let size = this.sizes.get(url);
    if (!size) {
      size = readFile(this.fileOf(url)).then(gzipSize, () => 0);
      this.sizes.set(url, size);
    }
    return size;
  }

  private staticImports(url: string): Promise<string[]> {
    let found = this.imports.get(url);
    if (!found) {
      found = readFile(this.fileOf(url), 'utf8').then(
        (code) => [...code.matchAll(STATIC_IMPORT)].map((match) => new URL(match[1] ?? '', `http://x${url}`).pathname),
        () => [],
      );
      this.imports.set(url, found);
    }
    return found;
  }

  /** Every JS file a page loads before interaction, each once. */
  private async scriptClosure(entries: string[]): Promise<string[]> {
    const seen = new Set<string>();
    const queue = [...entries];
    while (queue.length > 0) {
      const next = queue.shift();
      if (!next || seen.has(next)) continue;
      seen.add(next);
      queue.push(...(await this.staticImports(next)));
    }
    return [...seen];
  }

  async weigh(htmlFile: string): Promise<PageWeight> {
    const html = await readFile(htmlFile, 'utf8');
    const page = readPage(html);
    const css =
      (await Promise.all(page.stylesheets.map((url) => this.gzippedFile(url)))).reduce((a, b) => a + b, 0) +
      (page.inlineCss ? gzipSize(page.inlineCss) : 0);
    const scripts = await this.scriptClosure(page.scripts);
    const always = new Set(scripts);
    const islandScripts = (await this.scriptClosure(page.islands)).filter((url) => !always.has(url));
    const sum = async (urls: string[]) =>
      (await Promise.all(urls.map((url) => this.gzippedFile(url)))).reduce((a, b) => a + b, 0);
    const js = (await sum(scripts)) + (page.inlineJs ? gzipSize(page.inlineJs) : 0);
    return { pageType: page.pageType, html: gzipSize(html), css, js, islandJs: await sum(islandScripts) };
  }
}
