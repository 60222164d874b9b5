import sanitizeHtml from 'sanitize-html';
import { NEW_TAB_HINT_ID, isDeadLink, type LinkRules } from '#src/lib/content/link-rules.ts';
import { safeCmsUrl } from '#src/lib/security/url-policy.ts';

/**
 * The allow-list for HTML from the CMS (rich text, crisis banner). Everything else is removed:
 * scripts and their content, event handlers, inline `style`, `javascript:` and other unknown URL
 * schemes, frames, forms.
 */
export const RICH_TEXT_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'abbr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'blockquote',
    'q',
    'cite',
    'hr',
    'span',
    'div',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    // target, rel and aria-describedby are set by the link rules below, never taken from the CMS.
    a: ['href', 'title', 'hreflang', 'lang', 'target', 'rel', 'aria-describedby'],
    abbr: ['title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
};

/** CMS HTML made safe to print, its links following the link rules and its URLs the one URL policy. */
export function sanitizeRichText(html: string, rules: LinkRules): string {
  return sanitizeHtml(html, {
    ...RICH_TEXT_POLICY,
    transformTags: { a: (tagName, attribs) => applyLinkRules(tagName, attribs, rules), img: checkImageSource },
    // An image whose address the URL policy refused has no `src` left: it goes altogether.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
  });
}

/**
 * Links follow spec 2.4: same-host absolute URLs become site paths; external links, office documents
 * and patient-folder downloads open in a new tab with rel="noopener" and the hidden "opens in a new
 * tab" hint as description. A link the URL policy refuses, or to a page that does not exist, keeps
 * its text but loses its link (the build reports it).
 */
function applyLinkRules(tagName: string, attribs: sanitizeHtml.Attributes, rules: LinkRules): sanitizeHtml.Tag {
  const { target: _target, rel: _rel, 'aria-describedby': _describedBy, ...rest } = attribs;
  const href = rest['href'];
  if (href === undefined) return { tagName, attribs: rest };
  const link = rules.linkOf(href);
  if (!link || isDeadLink(link.href, rules)) return { tagName: 'span', attribs: {} };
  const ruled: sanitizeHtml.Attributes = { ...rest, href: link.href };
  if (link.newTab) Object.assign(ruled, { target: '_blank', rel: 'noopener', 'aria-describedby': NEW_TAB_HINT_ID });
  return { tagName, attribs: ruled };
}

/** An image keeps its `src` only as the URL policy reads it. */
function checkImageSource(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const checked = Object.entries(attribs).flatMap(([name, value]) => {
    if (name !== 'src') return [[name, value]];
    const src = safeCmsUrl(value);
    return src ? [[name, src]] : [];
  });
  return { tagName, attribs: Object.fromEntries(checked) as sanitizeHtml.Attributes };
}
