/**
 * What in a built HTML page could run script, read the way a browser reads it (htmlparser2 decodes
 * entities as the browser does; URLs are resolved with the WHATWG parser, which strips and removes
 * what the browser strips and removes): an inline event handler, an element whose URL attribute
 * resolves to a scheme other than http(s), mailto or tel, an `<iframe srcdoc>`, a `<base>` or a meta
 * refresh to such a URL, and any `<script>` that is not the site's own: the site's own are JSON-LD
 * that parses, module scripts from /_astro/, and inline scripts whose hash the page's CSP lists.
 */
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'poster',
  'background',
  'cite',
  'ping',
  'codebase',
]);
const BASE = 'https://www.spaarnegasthuis.nl/pagina/';

function unsafeUrl(value: string): boolean {
  try {
    return !SAFE_SCHEMES.has(new URL(value, BASE).protocol);
  } catch {
    return false;
  }
}

/** One line per risk in a page (empty when it has none). */
export function scriptRisks(html: string): string[] {
  const risks: string[] = [];
  const allowedHashes = new Set<string>();
  const inlineScripts: string[] = [];
  let script: { type: string; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute)) risks.push(`<${name} ${attribute}="${value.slice(0, 80)}">`);
          if (URL_ATTRIBUTES.has(attribute) && unsafeUrl(value))
            risks.push(`<${name} ${attribute}="${value.slice(0, 80)}">`);
          if (attribute === 'srcset' || attribute === 'imagesrcset') {
            for (const candidate of value.split(',')) {
              const url = candidate.trim().split(/\s+/)[0] ?? '';
              if (url && unsafeUrl(url)) risks.push(`<${name} ${attribute}="${url.slice(0, 80)}">`);
            }
          }
        }
        if (name === 'iframe' && attributes['srcdoc'] !== undefined) risks.push('<iframe srcdoc>');
        if (name === 'base') risks.push(`<base href="${attributes['href'] ?? ''}">`);
        if (name === 'meta') {
          const equiv = (attributes['http-equiv'] ?? '').toLowerCase();
          if (equiv === 'content-security-policy') {
            for (const hash of (attributes['content'] ?? '').matchAll(/'(sha256-[^']+)'/g))
              allowedHashes.add(hash[1] ?? '');
          }
          if (equiv === 'refresh') {
            const target = /url\s*=\s*['"]?([^'"]+)/i.exec(attributes['content'] ?? '')?.[1];
            if (target && unsafeUrl(target.trim())) risks.push(`<meta refresh ${target.slice(0, 80)}>`);
          }
        }
        if (name === 'script') {
          const type = (attributes['type'] ?? '').toLowerCase();
          if (attributes['src'] !== undefined) {
            if (!attributes['src'].startsWith('/_astro/'))
              risks.push(`<script src="${attributes['src'].slice(0, 80)}">`);
          } else script = { type, text: '' };
        }
      },
      ontext(text) {
        if (script) script.text += text;
      },
      onclosetag(name) {
        if (name !== 'script' || !script) return;
        if (script.type === 'application/ld+json') {
          try {
            JSON.parse(script.text);
          } catch {
            risks.push(`JSON-LD that does not parse: ${script.text.slice(0, 80)}`);
          }
        } else if (script.type === 'application/json') {
          // data for a script of the site, never run
        } else inlineScripts.push(script.text);
        script = null;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  for (const text of inlineScripts) {
    const hash = `sha256-${createHash('sha256').update(text).digest('base64')}`;
    if (!allowedHashes.has(hash)) risks.push(`inline script not in the page's CSP: ${text.slice(0, 80)}`);
  }
  return risks;
}
