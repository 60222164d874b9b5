/**
 * The HTML check of a built site (`npm run check:html`): what the W3C Nu HTML Checker (vnu) says
 * about every page, read from its JSON report (`--format json`) and summed up per page. Only errors
 * count (it runs with `--errors-only`); a message about the check itself (a file it could not read)
 * is one too.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type HtmlError = { page: string; line: number | null; column: number | null; message: string };

type VnuMessage = { type?: unknown; url?: unknown; lastLine?: unknown; firstColumn?: unknown; message?: unknown };

const MESSAGES_SHOWN_PER_PAGE = 5;

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The page a vnu message is about, relative to the checked folder (`agenda/index.html`). */
function pageOf(url: unknown, clientDir: string): string {
  if (typeof url !== 'string' || !url.startsWith('file:')) return typeof url === 'string' ? url : '(unknown)';
  return path.relative(clientDir, fileURLToPath(url)).split(path.sep).join('/');
}

/** The errors of vnu's JSON report (`{"messages": [...]}`); info messages and warnings are left out. */
export function parseVnuReport(json: string, clientDir: string): HtmlError[] {
  const report: unknown = JSON.parse(json);
  const messages: unknown =
    typeof report === 'object' && report !== null && 'messages' in report ? report.messages : undefined;
  if (!Array.isArray(messages)) throw new Error('vnu wrote no "messages" list');
  return (messages as VnuMessage[])
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => ({
      page: pageOf(message.url, clientDir),
      line: numberOrNull(message.lastLine),
      column: numberOrNull(message.firstColumn),
      message: typeof message.message === 'string' ? message.message : String(message.type),
    }));
}

/** Per page with errors its count and first messages, then the total over all checked pages. */
export function formatHtmlReport(errors: readonly HtmlError[], pagesChecked: number, checkedDir: string): string {
  const byPage = new Map<string, HtmlError[]>();
  for (const error of errors) byPage.set(error.page, [...(byPage.get(error.page) ?? []), error]);
  const lines: string[] = [];
  for (const page of [...byPage.keys()].sort()) {
    const pageErrors = byPage.get(page) ?? [];
    lines.push(`${page}: ${pageErrors.length} error${pageErrors.length === 1 ? '' : 's'}`);
    for (const error of pageErrors.slice(0, MESSAGES_SHOWN_PER_PAGE)) {
      const where = error.line === null ? '' : `${error.line}:${error.column ?? '?'} `;
      lines.push(`  ${where}${error.message}`);
    }
    if (pageErrors.length > MESSAGES_SHOWN_PER_PAGE) {
      lines.push(`  … and ${pageErrors.length - MESSAGES_SHOWN_PER_PAGE} more`);
    }
  }
  lines.push(
    `HTML check of ${checkedDir}: ${pagesChecked} page${pagesChecked === 1 ? '' : 's'}, ${errors.length} error${errors.length === 1 ? '' : 's'}` +
      (byPage.size > 0 ? ` in ${byPage.size} page${byPage.size === 1 ? '' : 's'}` : ''),
  );
  return lines.join('\n');
}
