/**
 * The XSS payloads every security suite uses, as data only (no test library, no DOM): the element
 * tests (tests/elements/xssPayloads.ts adds the browser checks), the server sanitizer's unit tests and
 * the server-rendering end-to-end test. Each HTML payload's script part appends its label to
 * `window.__xss`, so a test in a browser can tell whether anything ran.
 */

/** The script part of a payload: records that it ran. `scope` is `parent` for code that runs in a frame. */
export const ran = (label: string, scope: 'window' | 'parent' = 'window') => `${scope}.__xss=(${scope}.__xss||[]).concat('${label}')`;
export const base64 = (text: string) => btoa(text);

export interface HtmlPayload {
  label: string;
  html: string;
}

/** Authored HTML that must never run script, whatever element shows it. */
export const HTML_PAYLOADS: readonly HtmlPayload[] = [
  // <script>
  { label: 'script-inline', html: `<script>${ran('script-inline')}</script>` },
  { label: 'script-src', html: `<script src="data:text/javascript,${ran('script-src')}"></script>` },
  { label: 'svg-script', html: `<svg><script>${ran('svg-script')}</script></svg>` },
  // event-handler attributes
  { label: 'img-onerror', html: `<img src=x onerror="${ran('img-onerror')}">` },
  { label: 'svg-onload', html: `<svg onload="${ran('svg-onload')}"></svg>` },
  { label: 'body-onload', html: `<body onload="${ran('body-onload')}">body</body>` },
  { label: 'details-ontoggle', html: `<details open ontoggle="${ran('details-ontoggle')}"><summary>s</summary>d</details>` },
  { label: 'a-onclick', html: `<a href="#x" onclick="${ran('a-onclick')}">click</a>` },
  { label: 'div-onmouseover', html: `<div onmouseover="${ran('div-onmouseover')}">hover</div>` },
  { label: 'input-autofocus-onfocus', html: `<input autofocus onfocus="${ran('input-autofocus-onfocus')}">` },
  { label: 'video-poster-onerror', html: `<video poster="javascript:${ran('video-poster')}"><source onerror="${ran('video-poster-onerror')}"></video>` },
  // javascript: and data:text/html URLs
  { label: 'a-href-js', html: `<a href="javascript:${ran('a-href-js')}">js link</a>` },
  { label: 'a-href-js-case-space', html: `<a href="  JaVaScRiPt:${ran('a-href-js-case-space')}">js link</a>` },
  { label: 'a-href-js-tab-entity', html: `<a href="jav&#x09;ascript:${ran('a-href-js-tab-entity')}">js link</a>` },
  { label: 'a-href-js-char-entity', html: `<a href="&#106;avascript&colon;${ran('a-href-js-char-entity')}">js link</a>` },
  { label: 'a-href-vbscript', html: `<a href="vbscript:msgbox(1)">vb link</a>` },
  { label: 'a-href-data-html', html: `<a href="data:text/html;base64,${base64(`<script>${ran('a-href-data-html', 'parent')}</script>`)}">data link</a>` },
  { label: 'area-href-js', html: `<map name="m"><area shape="rect" coords="0,0,10,10" href="javascript:${ran('area-href-js')}"></map>` },
  { label: 'iframe-src-js', html: `<iframe src="javascript:${ran('iframe-src-js', 'parent')}"></iframe>` },
  { label: 'iframe-src-data', html: `<iframe src="data:text/html,<script>${ran('iframe-src-data', 'parent')}</script>"></iframe>` },
  { label: 'iframe-srcdoc', html: `<iframe srcdoc="<script>${ran('iframe-srcdoc', 'parent')}</script>"></iframe>` },
  { label: 'img-srcset-js', html: `<img srcset="javascript:${ran('img-srcset-js')} 1x">` },
  { label: 'form-action-js', html: `<form action="javascript:${ran('form-action-js')}"><input type="submit" value="go"></form>` },
  { label: 'button-formaction-js', html: `<form><button formaction="javascript:${ran('button-formaction-js')}">go</button></form>` },
  { label: 'svg-a-xlink-href', html: `<svg><a xlink:href="javascript:${ran('svg-a-xlink-href')}"><text x="20" y="20">svg link</text></a></svg>` },
  { label: 'object-data-js', html: `<object data="javascript:${ran('object-data-js', 'parent')}"></object>` },
  { label: 'embed-src', html: `<embed src="data:text/html;base64,${base64(`<script>${ran('embed-src', 'parent')}</script>`)}">` },
  { label: 'meta-refresh', html: `<meta http-equiv="refresh" content="0;url=javascript:${ran('meta-refresh')}">` },
  { label: 'base-href', html: `<base href="javascript:${ran('base-href')}//">` },
  { label: 'link-stylesheet-js', html: `<link rel="stylesheet" href="javascript:${ran('link-stylesheet-js')}">` },
  { label: 'style-import', html: `<style>@import 'javascript:${ran('style-import')}';</style>` },
  { label: 'table-background', html: `<table background="javascript:${ran('table-background')}"><tr><td>cell</td></tr></table>` },
  // SVG tricks
  { label: 'svg-animate-onbegin', html: `<svg><animate onbegin="${ran('svg-animate-onbegin')}" attributeName="x" dur="1s"></animate></svg>` },
  {
    label: 'svg-set-href',
    html: `<svg><a><set attributeName="href" to="javascript:${ran('svg-set-href')}"></set><text x="20" y="20">set link</text></a></svg>`,
  },
  { label: 'svg-animate-values', html: `<svg><a><animate attributeName="href" values="javascript:${ran('svg-animate-values')}"></animate><text x="20" y="20">anim</text></a></svg>` },
  { label: 'svg-use-data', html: `<svg><use href="data:image/svg+xml;base64,${base64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="x" onerror="${ran('svg-use-data')}"/></svg>`)}#x"></use></svg>` },
  // MathML tricks
  { label: 'math-mglyph-style', html: `<math><mtext><table><mglyph><style><img src=x onerror="${ran('math-mglyph-style')}">` },
  { label: 'math-maction-xlink', html: `<math><maction actiontype="statusline" xlink:href="javascript:${ran('math-maction-xlink')}">click</maction></math>` },
  // mutation XSS (the markup changes meaning when serialized and parsed again)
  { label: 'mxss-noscript-title', html: `<noscript><p title="</noscript><img src=x onerror=${ran('mxss-noscript-title')}>">` },
  { label: 'mxss-svg-style', html: `<svg></p><style><a id="</style><img src=1 onerror=${ran('mxss-svg-style')}>">` },
  { label: 'mxss-form-math', html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${ran('mxss-form-math')}>` },
  { label: 'mxss-svg-foreign', html: `<svg><foreignobject><p><style><img src=x onerror=${ran('mxss-svg-foreign')}></style></p></foreignobject></svg>` },
  { label: 'mxss-template', html: `<template><img src=x onerror="${ran('mxss-template')}"></template><textarea><img src=x onerror="${ran('mxss-textarea')}"></textarea>` },
];

/** A payload with its safe part first: a marked paragraph the element must still show. */
export const keep = (label: string) => `keep:${label}`;
export const marked = (payload: HtmlPayload) => `<p data-xss-keep="${payload.label}">${keep(payload.label)}</p>${payload.html}`;

export interface UrlPayload {
  label: string;
  url: string;
}

/**
 * Authored URLs. Given as a property or JSON they are taken literally; given in an HTML
 * attribute (`asAuthoredAttribute`) their character references are decoded first, so the
 * `&#106;avascript:` forms are a relative URL as a property and javascript: as an attribute.
 */
export const URL_PAYLOADS: readonly UrlPayload[] = [
  { label: 'js', url: `javascript:${ran('url-js')}` },
  { label: 'js-mixed-case', url: `JaVaScRiPt:${ran('url-js-mixed-case')}` },
  { label: 'js-leading-whitespace', url: ` \t\n \r javascript:${ran('url-js-leading-whitespace')}` },
  { label: 'js-leading-controls', url: `\u0001\u0010\u001fjavascript:${ran('url-js-leading-controls')}` },
  { label: 'js-tab-inside', url: `java\tscript:${ran('url-js-tab-inside')}` },
  { label: 'js-newlines-inside', url: `jav\na\rscr\nipt:${ran('url-js-newlines-inside')}` },
  { label: 'data-html-base64', url: `data:text/html;base64,${base64(`<script>${ran('url-data-html-base64', 'parent')}</script>`)}` },
  { label: 'data-html', url: `data:text/html,<script>${ran('url-data-html', 'parent')}</script>` },
  { label: 'data-svg', url: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${ran('url-data-svg')}"/>` },
  { label: 'vbscript', url: 'vbscript:msgbox("xss")' },
  { label: 'entity-decimal', url: `&#106;avascript:${ran('url-entity-decimal')}` },
  { label: 'entity-hex-colon', url: `&#x6A;avascript&#x3A;${ran('url-entity-hex-colon')}` },
  { label: 'entity-tab', url: `jav&#x09;ascript:${ran('url-entity-tab')}` },
];

/* ------------------------------------------------------------------ checks */
