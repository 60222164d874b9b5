/**
 * Content checks for editors: what in a page's rich text (the HTML between its blocks, as the CMS
 * sends it) makes the page worse for visitors, after the NL Design System's guidance for content
 * editors. Four kinds:
 *
 * - a vague link text: the whole text of a link is one of `VAGUE_LINK_TEXTS` ("klik hier", "lees
 *   meer", "read more"), or the link has no text at all. A text that names its subject ("Lees meer
 *   over hartfalen") is fine: it says where the link goes. Both languages' lists apply to every
 *   page, since editors mix them.
 * - a skipped heading level: a heading more than one level below the one before it as rendered
 *   (the page title is the h1; a block's title is an h2).
 * - an image without alternative text: an image in the text with no or an empty `alt`. The rich
 *   text editor cannot mark an image as decorative, so every image is taken as content, except one
 *   inside a link whose own text says where it goes.
 * - a document link without type and size: a link to a document (`DOCUMENT_EXTENSIONS`) whose text
 *   does not say its type and size ("Folder hartfalen (PDF, 1,2 MB)").
 *
 * Pure: the build reports the findings (src/lib/models/load-page.ts), the preview shows them.
 */
import type { ChildNode, Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { ContentBlock } from '#src/blocks/parse-content.ts';
import { DOCUMENT_EXTENSIONS } from '#src/lib/content/documents.ts';

export const EDITORIAL_CHECK_KINDS = [
  'vague link text',
  'skipped heading level',
  'image without alt',
  'document link without type and size',
] as const;

export type EditorialCheckKind = (typeof EDITORIAL_CHECK_KINDS)[number];

export type EditorialFinding = { page: string; kind: EditorialCheckKind; detail: string };

/** Link texts that do not say where a link goes, per language (compared whole, in lower case, without punctuation). */
export const VAGUE_LINK_TEXTS: Readonly<Record<'nl' | 'en', readonly string[]>> = {
  nl: [
    'klik hier',
    'hier',
    'lees meer',
    'meer',
    'meer informatie',
    'meer info',
    'lees verder',
    'verder',
    'link',
    'deze link',
    'download',
    'bekijk',
    'bekijk hier',
  ],
  en: [
    'click here',
    'here',
    'read more',
    'more',
    'more information',
    'more info',
    'continue reading',
    'link',
    'this link',
    'download',
    'view',
    'learn more',
  ],
};

const VAGUE = new Set([...VAGUE_LINK_TEXTS.nl, ...VAGUE_LINK_TEXTS.en]);

/** The names a visitor knows each document type by; one of them in the link text says the type. */
const DOCUMENT_TYPE_NAMES: Readonly<Record<string, readonly string[]>> = {
  pdf: ['pdf'],
  doc: ['doc', 'word'],
  docx: ['docx', 'doc', 'word'],
  ppt: ['ppt', 'powerpoint'],
  pptx: ['pptx', 'ppt', 'powerpoint'],
  xls: ['xls', 'excel'],
  xlsx: ['xlsx', 'xls', 'excel'],
};

/** A file size as editors write it: "1,2 MB", "350 kB", "2MB". */
const FILE_SIZE = /\d+(?:[.,]\d+)?\s*(?:bytes?|[kmg]b)\b/i;

function normalisedText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function elementsNamed(nodes: readonly ChildNode[], names: readonly string[]): Element[] {
  return findAll((element) => names.includes(element.name), [...nodes]);
}

/** What a link says: its text, or the alternative text of its images when it has none. */
function linkText(link: Element): string {
  const text = textContent(link).replace(/\s+/g, ' ').trim();
  if (text) return text;
  return elementsNamed(link.children, ['img'])
    .map((image) => (image.attribs['alt'] ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

function documentType(href: string): string | null {
  const pathname = href.split(/[?#]/)[0] ?? '';
  if (!DOCUMENT_EXTENSIONS.test(pathname)) return null;
  return pathname.slice(pathname.lastIndexOf('.') + 1).toLowerCase();
}

function linkFindings(nodes: readonly ChildNode[], page: string): EditorialFinding[] {
  return elementsNamed(nodes, ['a']).flatMap((link): EditorialFinding[] => {
    const text = linkText(link);
    const href = link.attribs['href'] ?? '';
    const found: EditorialFinding[] = [];
    if (text === '') found.push({ page, kind: 'vague link text', detail: `a link without text to ${href}` });
    else if (VAGUE.has(normalisedText(text)))
      found.push({ page, kind: 'vague link text', detail: `"${text}" (${href})` });
    const type = documentType(href);
    if (type !== null) {
      const words = normalisedText(text).split(' ');
      const saysType = (DOCUMENT_TYPE_NAMES[type] ?? [type]).some((name) => words.includes(name));
      const saysSize = FILE_SIZE.test(text);
      if (!saysType || !saysSize) {
        const missing = [saysType ? null : 'type', saysSize ? null : 'size'].filter(Boolean).join(' and ');
        found.push({ page, kind: 'document link without type and size', detail: `"${text}" (${href}): no ${missing}` });
      }
    }
    return found;
  });
}

function isInsideTextLink(image: Element): boolean {
  for (let parent = image.parent; parent; parent = parent.parent) {
    if (parent.type === 'tag' && (parent as Element).name === 'a') return textContent(parent).trim() !== '';
  }
  return false;
}

function imageFindings(nodes: readonly ChildNode[], page: string): EditorialFinding[] {
  return elementsNamed(nodes, ['img'])
    .filter((image) => (image.attribs['alt'] ?? '').trim() === '' && !isInsideTextLink(image))
    .map((image) => ({ page, kind: 'image without alt', detail: image.attribs['src'] ?? '(no address)' }));
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** The heading levels of the text in order, checked against the level before each (`level`: the last heading so far). */
function headingFindings(nodes: readonly ChildNode[], page: string, level: { last: number }): EditorialFinding[] {
  const found: EditorialFinding[] = [];
  for (const heading of elementsNamed(nodes, HEADINGS)) {
    const at = Number(heading.name.slice(1));
    if (at > level.last + 1) {
      const title = textContent(heading).replace(/\s+/g, ' ').trim();
      found.push({ page, kind: 'skipped heading level', detail: `h${level.last} -> h${at} "${title}"` });
    }
    level.last = at;
  }
  return found;
}

/** Whether a block shows its title as an h2 above it (src/blocks/shared/BlockFrame.astro). */
function hasTitle(block: ContentBlock): boolean {
  const value: object = block.value;
  return 'title' in value && typeof value.title === 'string' && value.title.trim() !== '';
}

/**
 * The findings on one page: the checks of its text blocks, in order; `page` names the page (its
 * route). The headings start below the page's h1.
 */
export function editorialFindings(blocks: readonly ContentBlock[], page: string): EditorialFinding[] {
  const level = { last: 1 };
  return blocks.flatMap((block) => {
    if (block.kind !== 'text') {
      if (hasTitle(block)) level.last = 2;
      return [];
    }
    const nodes = parseDocument(block.value.html).children;
    if (hasTitle(block)) level.last = 2;
    return [...linkFindings(nodes, page), ...headingFindings(nodes, page, level), ...imageFindings(nodes, page)];
  });
}

/** The kind of problem under which the build's problem report carries a finding. */
export const CONTENT_CHECK = 'content check';

/** A finding as one line of the problem report: `page: kind: detail`. */
export function findingMessage(finding: EditorialFinding): string {
  return `${finding.page}: ${finding.kind}: ${finding.detail}`;
}

/** The finding a problem report's line carries (the inverse of `findingMessage`); null for another line. */
export function findingOfMessage(message: string): EditorialFinding | null {
  const at = message.indexOf(': ');
  if (at === -1) return null;
  const page = message.slice(0, at);
  const rest = message.slice(at + 2);
  const kind = EDITORIAL_CHECK_KINDS.find((candidate) => rest.startsWith(`${candidate}: `));
  return kind ? { page, kind, detail: rest.slice(kind.length + 2) } : null;
}

/** The findings by page, pages in order of their first finding: what the run's report lists. */
export function findingsByPage(
  findings: readonly EditorialFinding[],
): Array<{ page: string; findings: Array<{ kind: EditorialCheckKind; detail: string }> }> {
  const pages = new Map<string, Array<{ kind: EditorialCheckKind; detail: string }>>();
  for (const { page, kind, detail } of findings) {
    const list = pages.get(page) ?? [];
    list.push({ kind, detail });
    pages.set(page, list);
  }
  return [...pages].map(([page, list]) => ({ page, findings: list }));
}
