import sanitizeHtml from 'sanitize-html';
import { isDeadLink } from './site/dead-links.ts';

/**
 * The allow-list for HTML from the CMS (rich text, crisis banner). Everything else is removed:
 * scripts and their content, event handlers, inline `style`, `javascript:` and other unknown URL
 * schemes, frames, forms.
 */
export const RICH_TEXT_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr',
    'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'a', 'blockquote', 'q', 'cite', 'hr', 'span', 'div',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'img', 'figure', 'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'hreflang', 'lang'],
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

/** CMS HTML made safe to print. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, { ...RICH_TEXT_POLICY, transformTags: { a: unlinkDeadLinks } });
}

/** A link to a page that does not exist keeps its text but loses its link (the build reports it). */
function unlinkDeadLinks(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  return isDeadLink(attribs['href'] ?? '') ? { tagName: 'span', attribs: {} } : { tagName, attribs };
}
