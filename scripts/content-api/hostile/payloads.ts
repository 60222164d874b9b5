/**
 * The hostile CMS's payloads: the classes of the OWASP XSS Filter Evasion Cheat Sheet, as URLs,
 * HTML and plain text. Each one, should it ever run, calls `alert('xss:<id>')`, so a test that
 * watches for dialogs knows which one got through. Pure data: the hostile dataset (world.ts) puts
 * them in every text, HTML and URL field; the unit tests feed them through the site's policies.
 */
export type Payload = { id: string; value: string };

const run = (id: string) => `alert('xss:${id}')`;
const entities = (text: string, form: (code: number) => string) =>
  [...text].map((char) => form(char.codePointAt(0) ?? 0)).join('');

/** URLs that would run script (or leave the site unnoticed) if printed as they come. */
export const HOSTILE_URLS: readonly Payload[] = [
  { id: 'url-plain', value: `javascript:${run('url-plain')}` },
  { id: 'url-case', value: `JaVaScRiPt:${run('url-case')}` },
  { id: 'url-leading-space', value: ` javascript:${run('url-leading-space')}` },
  { id: 'url-leading-control', value: `\u0001\u0010javascript:${run('url-leading-control')}` },
  { id: 'url-tab', value: `java\tscript:${run('url-tab')}` },
  { id: 'url-newline', value: `java\nscript:${run('url-newline')}` },
  { id: 'url-carriage-return', value: `java\rscript:${run('url-carriage-return')}` },
  { id: 'url-null', value: `java\u0000script:${run('url-null')}` },
  { id: 'url-entity-tab', value: `jav&#9;ascript:${run('url-entity-tab')}` },
  { id: 'url-entity-hex-tab', value: `jav&#x09;ascript:${run('url-entity-hex-tab')}` },
  { id: 'url-entity-newline', value: `jav&#x0A;ascript:${run('url-entity-newline')}` },
  { id: 'url-entity-named-tab', value: `jav&Tab;ascript:${run('url-entity-named-tab')}` },
  { id: 'url-decimal', value: `${entities('javascript:', (code) => `&#${code};`)}${run('url-decimal')}` },
  {
    id: 'url-decimal-padded',
    value: `${entities('javascript:', (code) => `&#${String(code).padStart(7, '0')}`)}${run('url-decimal-padded')}`,
  },
  { id: 'url-hex', value: entities(`javascript:${run('url-hex')}`, (code) => `&#x${code.toString(16)}`) },
  { id: 'url-colon-entity', value: `javascript&colon;${run('url-colon-entity')}` },
  { id: 'url-double-encoded', value: `&amp;#106;avascript:${run('url-double-encoded')}` },
  { id: 'url-vbscript', value: `vbscript:msgbox("xss:url-vbscript")` },
  { id: 'url-livescript', value: `livescript:${run('url-livescript')}` },
  {
    id: 'url-data-html',
    value: `data:text/html;base64,${Buffer.from(`<script>${run('url-data-html')}</script>`).toString('base64')}`,
  },
  {
    id: 'url-data-svg',
    value: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${run('url-data-svg')}"/>`,
  },
  { id: 'url-protocol-relative', value: '//evil.example/xss' },
  { id: 'url-backslash', value: '/\\evil.example/xss' },
  { id: 'url-attribute-breakout', value: `/pagina" onmouseover="${run('url-attribute-breakout')}` },
];

/** HTML that would run script if rendered as it comes. */
export const HOSTILE_HTML: readonly Payload[] = [
  { id: 'html-script', value: `<script>${run('html-script')}</script>` },
  { id: 'html-img-onerror', value: `<img src=x onerror="${run('html-img-onerror')}">` },
  { id: 'html-svg-onload', value: `<svg onload="${run('html-svg-onload')}"></svg>` },
  { id: 'html-iframe-js', value: `<iframe src="javascript:${run('html-iframe-js')}"></iframe>` },
  { id: 'html-a-entity-tab', value: `<a href="jav&#x09;ascript:${run('html-a-entity-tab')}">klik hier</a>` },
  {
    id: 'html-a-decimal',
    value: `<a href="${entities('javascript:', (code) => `&#${code};`)}${run('html-a-decimal')}">klik</a>`,
  },
  { id: 'html-body-onload', value: `<body onload="${run('html-body-onload')}">` },
  { id: 'html-style-url', value: `<div style="background:url(javascript:${run('html-style-url')})">stijl</div>` },
  { id: 'html-object', value: `<object data="javascript:${run('html-object')}"></object>` },
  { id: 'html-embed', value: `<embed src="javascript:${run('html-embed')}">` },
  { id: 'html-form', value: `<form action="javascript:${run('html-form')}"><button>verstuur</button></form>` },
  { id: 'html-base', value: `<base href="javascript:${run('html-base')}//">` },
  {
    id: 'html-meta-refresh',
    value: `<meta http-equiv="refresh" content="0;url=javascript:${run('html-meta-refresh')}">`,
  },
  { id: 'html-math-mxss', value: `<math><mtext><table><mglyph><style><img src=x onerror="${run('html-math-mxss')}">` },
  {
    id: 'html-noscript-mxss',
    value: `<noscript><p title="</noscript><img src=x onerror=${run('html-noscript-mxss')}>">`,
  },
  { id: 'html-malformed-img', value: `<IMG """><SCRIPT>${run('html-malformed-img')}</SCRIPT>">` },
  { id: 'html-onclick', value: `<a href="#" onclick="${run('html-onclick')}">klik</a>` },
  { id: 'html-comment', value: `<!--<img src="--><img src=x onerror=${run('html-comment')}//">` },
  {
    id: 'html-svg-xlink',
    value: `<svg><a xlink:href="javascript:${run('html-svg-xlink')}"><text x="0" y="10">x</text></a></svg>`,
  },
  { id: 'html-img-tab', value: `<img src="jav\tascript:${run('html-img-tab')}">` },
  { id: 'html-autofocus', value: `<input onfocus="${run('html-autofocus')}" autofocus>` },
  { id: 'html-details', value: `<details open ontoggle="${run('html-details')}"><summary>x</summary></details>` },
];

/** Text that would break out of an attribute, a script element, a JSON island or a template if not escaped. */
export const HOSTILE_TEXT: readonly Payload[] = [
  { id: 'text-tag', value: `<img src=x onerror="${run('text-tag')}">` },
  { id: 'text-attribute', value: `"><script>${run('text-attribute')}</script>` },
  { id: 'text-single-quote', value: `'-${run('text-single-quote')}-'` },
  { id: 'text-script-close', value: `</script><script>${run('text-script-close')}</script>` },
  { id: 'text-template', value: `{{constructor.constructor("${run('text-template')}")()}}` },
  { id: 'text-template-literal', value: `\${${run('text-template-literal')}}` },
  { id: 'text-line-separators', value: `\u2028\u2029</script><svg onload=${run('text-line-separators')}>` },
];

/** The payload at a position, round and round: the same position always gives the same payload. */
export function payloadAt(list: readonly Payload[], position: number): Payload {
  const payload = list[position % list.length];
  if (!payload) throw new Error('no payloads');
  return payload;
}
