/**
 * Splits a translated sentence around one tagged part, e.g. "Go to the <homeLink>home page</homeLink>."
 * so that the part can be rendered as a link without putting HTML into translations. Without the tag
 * the whole text is `before`.
 */
export function splitTaggedText(text: string, tag: string): { before: string; tagged: string; after: string } {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const start = text.indexOf(open);
  const end = text.indexOf(close, start + open.length);
  if (start === -1 || end === -1) return { before: text, tagged: '', after: '' };
  return {
    before: text.slice(0, start),
    tagged: text.slice(start + open.length, end),
    after: text.slice(end + close.length),
  };
}
