import { Parser } from 'htmlparser2';

/**
 * The words a reader sees in `Page.Content`, for the search index: the rich text outside blocks,
 * plus the human-readable strings inside each block's JSON (titles, texts, intros, quotes,
 * captions...), never the JSON syntax, its keys, URLs or ids. Tags are stripped and entities decoded.
 */

/** Keys of block values whose strings are text a visitor reads (docs/api-contract.md, blocks). */
const TEXT_KEYS = new Set([
  'title',
  'html',
  'text',
  'intro',
  'quote',
  'author',
  'role',
  'caption',
  'subtitle',
  'label',
  'name',
  'prefix',
  'suffix',
  'formTitle',
  'emergencyAppointmentTextGeneral',
  'emergencyAppointmentTextDepartment',
]);

function collectStrings(value: unknown, key: string | null, out: string[]): void {
  if (typeof value === 'string') {
    if (key !== null && TEXT_KEYS.has(key)) out.push(value.includes('<') ? htmlToText(value) : value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, key, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [childKey, child] of Object.entries(value)) collectStrings(child, childKey, out);
  }
}

/** The text of block JSON (the content of a block's script element); '' when it is not JSON. */
export function blockText(json: string): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return '';
  }
  const out: string[] = [];
  collectStrings(value, null, out);
  return out.join(' ');
}

/** Plain text of HTML with embedded blocks; whitespace collapsed. */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  let script: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        parts.push(' ');
        if (name === 'script') script = [];
      },
      ontext(data) {
        if (script) script.push(data);
        else parts.push(data);
      },
      onclosetag(name) {
        if (name === 'script' && script) {
          parts.push(' ', blockText(script.join('')), ' ');
          script = null;
        }
        parts.push(' ');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}
