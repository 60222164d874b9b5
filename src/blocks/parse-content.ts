/**
 * Page.Content as blocks (docs/api-contract.md, "Content blocks"): each
 * `<section data-block-type data-block-id>` whose only child is a JSON script becomes a typed
 * block; the HTML between blocks becomes `text` blocks. Parsed with a real HTML parser. An unknown
 * kind, invalid JSON or a value that breaks its kind's schema is a problem: reported with the page
 * and the kind, and the block is skipped. Ignored kinds (the page header) are dropped. A URL the URL
 * policy refuses, in a block's value or a link or image of the text, is named in `refusedUrls`
 * (the block stays; the URL is dropped when it renders).
 */
import render from 'dom-serializer';
import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import {
  BLOCK_VALUE_SCHEMAS,
  isBlockKind,
  isIgnoredBlockKind,
  type BlockValue,
  type ShownBlockKind,
} from '#src/blocks/registry.ts';
import { formatIssuePath } from '#src/lib/contract/issue-path.ts';
import { describeRefusedUrl, refusedUrls } from '#src/lib/security/refused-urls.ts';
import { checkCmsUrl } from '#src/lib/security/url-policy.ts';

export type ContentBlock = {
  [K in ShownBlockKind]: { kind: K; id: string; value: BlockValue<K> };
}[ShownBlockKind];

export type BlockProblem = { page: string; kind: string; id: string; reason: string };

export type ParsedContent = {
  blocks: ContentBlock[];
  problems: BlockProblem[];
  /** One line per URL the URL policy refused: the page, the block or text, the field and the value. */
  refusedUrls: string[];
};

/** Puts a parsed page's problems in the build's report: skipped blocks and refused URLs. */
export function reportParsedContent(report: { add(kind: string, message: string): void }, parsed: ParsedContent): void {
  for (const problem of parsed.problems)
    report.add('block skipped', `${problem.page}: ${problem.kind} block ${problem.id}: ${problem.reason}`);
  for (const line of parsed.refusedUrls) report.add('unsafe url', line);
}

/** The URL attributes of rich text that the sanitiser keeps, checked by the URL policy. */
const TEXT_URL_ATTRIBUTES: Readonly<Record<string, string>> = { a: 'href', img: 'src' };

function refusedTextUrls(nodes: readonly ChildNode[], where: string): string[] {
  return findAll((element) => TEXT_URL_ATTRIBUTES[element.name] !== undefined, [...nodes]).flatMap((element) => {
    const attribute = TEXT_URL_ATTRIBUTES[element.name] ?? '';
    const value = element.attribs[attribute];
    if (value === undefined) return [];
    const verdict = checkCmsUrl(value);
    if (verdict.allowed) return [];
    const item = `${element.name === 'a' ? 'link' : 'image'} "${textContent(element).trim() || element.attribs['alt'] || ''}"`;
    return [describeRefusedUrl({ item, field: attribute, value, reason: verdict.reason }, where)];
  });
}

const BLOCK_ATTRIBUTE = 'data-block-type';

function isBlockElement(node: ChildNode): node is Element {
  return isTag(node) && node.name === 'section' && node.attribs[BLOCK_ATTRIBUTE] !== undefined;
}

function isBlank(nodes: readonly ChildNode[]): boolean {
  return nodes.every((node) => (isText(node) ? node.data.trim() === '' : node.type === 'comment'));
}

function blockJson(element: Element): string | null {
  const script = element.children.find((child): child is Element => isTag(child) && child.name === 'script');
  return script ? textContent(script) : null;
}

function readBlock(
  element: Element,
  page: string,
  blockNumber: number,
  refused: string[],
): ContentBlock | BlockProblem | null {
  const kind = element.attribs[BLOCK_ATTRIBUTE] ?? '';
  const id = element.attribs['data-block-id'] || `block-${blockNumber}`;
  if (isIgnoredBlockKind(kind)) return null;
  if (!isBlockKind(kind)) return { page, kind, id, reason: 'unknown block kind' };
  const json = blockJson(element);
  if (json === null) return { page, kind, id, reason: 'no JSON value' };
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    return { page, kind, id, reason: `invalid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const parsed = BLOCK_VALUE_SCHEMAS[kind].safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      page,
      kind,
      id,
      reason: `value does not match the contract: ${issue ? `${formatIssuePath(issue.path)}: ${issue.message}` : 'invalid'}`,
    };
  }
  for (const url of refusedUrls(raw, parsed.data, `${kind} block ${id}`)) refused.push(describeRefusedUrl(url, page));
  return { kind, id, value: parsed.data } as ContentBlock;
}

/** `page` names the page in problem reports (its route). */
export function parseContent(html: string | null | undefined, page: string): ParsedContent {
  const blocks: ContentBlock[] = [];
  const problems: BlockProblem[] = [];
  const refused: string[] = [];
  if (!html || !html.trim()) return { blocks, problems, refusedUrls: refused };
  const document = parseDocument(html);
  let pending: ChildNode[] = [];
  let textNumber = 0;
  const flushText = () => {
    if (!isBlank(pending)) {
      textNumber += 1;
      refused.push(...refusedTextUrls(pending, `${page}: text ${textNumber}`));
      blocks.push({
        kind: 'text',
        id: `text-${textNumber}`,
        value: { html: render(pending, { encodeEntities: 'utf8' }) },
      });
    }
    pending = [];
  };
  document.children.forEach((node, index) => {
    if (!isBlockElement(node)) {
      pending.push(node);
      return;
    }
    flushText();
    const result = readBlock(node, page, index + 1, refused);
    if (result === null) return;
    if ('reason' in result) problems.push(result);
    else blocks.push(result);
  });
  flushText();
  return { blocks, problems, refusedUrls: refused };
}
