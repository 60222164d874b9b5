/**
 * Which URLs the URL policy refused in one CMS answer, named for the build's report: the contract
 * turns a refused URL into `''` (src/lib/contract/common.ts `cmsUrlSchema`), so walking the answer
 * as it came and as the contract gave it back, side by side, finds each one. The contract has no
 * other transforms, so a text that became empty can only be a refused URL.
 */
import { formatIssuePath } from '#src/lib/contract/issue-path.ts';
import { checkCmsUrl } from '#src/lib/security/url-policy.ts';

export type RefusedUrl = {
  /** The item that carried it: its title or name, else its place in the answer. */
  item: string;
  /** Where in the answer, e.g. `Rows[3].url`. */
  field: string;
  /** The URL as the CMS sent it. */
  value: string;
  reason: string;
};

/** Keys whose text names an item in a report, in order of preference. */
const NAME_KEYS = ['Title', 'title', 'HeaderTitle', 'DocumentTitle', 'Name', 'name'] as const;

/** The title or name of an answer or item, quoted, for a report; null when it has none. */
export function itemName(value: unknown): string | null {
  const name = nameOf(value);
  return name === null ? null : `"${name}"`;
}

function nameOf(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  for (const key of NAME_KEYS) {
    const name = record[key];
    if (typeof name === 'string' && name.trim()) return name;
  }
  return null;
}

/**
 * The URLs refused in `parsed` (what the contract gave back for `raw`); `context` names the answer (or list item)
 * itself, inner items are named by their own titles.
 */
export function refusedUrls(raw: unknown, parsed: unknown, context: string): RefusedUrl[] {
  const found: RefusedUrl[] = [];
  const walk = (rawValue: unknown, parsedValue: unknown, path: PropertyKey[], item: string) => {
    if (typeof rawValue === 'string') {
      if (parsedValue === '' && rawValue !== '') {
        const verdict = checkCmsUrl(rawValue);
        found.push({
          item,
          field: formatIssuePath(path),
          value: rawValue,
          reason: verdict.allowed ? 'refused' : verdict.reason,
        });
      }
      return;
    }
    if (!rawValue || typeof rawValue !== 'object' || !parsedValue || typeof parsedValue !== 'object') return;
    const named = path.length === 0 ? null : nameOf(parsedValue);
    const here = named === null ? item : `"${named}"`;
    if (Array.isArray(rawValue) && Array.isArray(parsedValue)) {
      rawValue.forEach((entry, index) => walk(entry, parsedValue[index], [...path, index], here));
      return;
    }
    const parsedRecord = parsedValue as Record<string, unknown>;
    for (const [key, entry] of Object.entries(rawValue as Record<string, unknown>)) {
      if (key in parsedRecord) walk(entry, parsedRecord[key], [...path, key], here);
    }
  };
  walk(raw, parsed, [], context);
  return found;
}

/** One line for the report: the item, the field and the refused value (shortened). */
export function describeRefusedUrl(refused: RefusedUrl, where: string): string {
  const value = refused.value.length > 120 ? `${refused.value.slice(0, 117)}...` : refused.value;
  return `${where}: ${refused.item} ${refused.field}: ${JSON.stringify(value)} (${refused.reason}); dropped`;
}
