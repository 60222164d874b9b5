/**
 * The site's CSS, apart from the first paint's (inline in the head, src/styles/critical.css), is one
 * cached file under /_astro/ that Astro links in the head, where it would hold back the first paint
 * until it arrives. The site moves that link to just before `<main>`: the browser paints the frame
 * above it with the inline CSS at once and holds back what follows the link (the main content and
 * the footer) until the file is there, so nothing shows unstyled or shifts, with or without JavaScript.
 */

/** A stylesheet link Astro writes for the site's own CSS. */
const SITE_STYLESHEET = /<link rel="stylesheet" href="\/_astro\/[^"]+\.css"\s*\/?>/g;
const HEAD_END = '</head>';
const MAIN_START = /<main[\s>]/;

/** The page with the site's stylesheet links moved from its head to just before its `<main>`; unchanged without either. */
export function siteStylesheetBeforeMain(html: string): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const links = head.match(SITE_STYLESHEET);
  if (!links) return html;
  const body = html.slice(headEnd);
  const main = MAIN_START.exec(body);
  if (!main) return html;
  return `${head.replace(SITE_STYLESHEET, '')}${body.slice(0, main.index)}${links.join('')}${body.slice(main.index)}`;
}
