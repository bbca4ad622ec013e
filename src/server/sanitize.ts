import { html as parse5Html, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';

/**
 * Authored HTML, sanitized on the server: the renderer's replacement for DOMPurify over jsdom.
 * It runs on any Web-standard runtime (Node, Deno, Cloudflare workerd): no `node:` import, no DOM.
 *
 * Why a parser and an allow-list rather than a DOM:
 * - parse5 is a spec-compliant HTML parser: it builds the tree the browser builds from the same markup,
 *   here the very tree DOMPurify sanitizes in the browser (a DOMParser document's <body>, below). What
 *   is checked is what the browser will see, so there is no parser-differential ("mutation") XSS from a
 *   lenient DOM that reads the markup differently; and what comes out is only HTML elements of the
 *   allow-list, text and attributes, which read back as the same elements and attributes.
 * - The allow-lists are the browser's: DOMPurify 3's defaults (its `html$1` tags, `html` attributes,
 *   URI rules, FORBID_CONTENTS, DATA_URI_TAGS, URI_SAFE_ATTRIBUTES, ALLOW_DATA_ATTR / ALLOW_ARIA_ATTR
 *   patterns, SANITIZE_DOM, SAFE_FOR_XML) with src/core/security/sanitizeHtml.ts's config on top
 *   (ADD_ATTR target; FORBID_TAGS style, form, input, button, textarea, select, option; FORBID_ATTR
 *   style, formaction; `<a target="_blank">` gets rel="noopener noreferrer"). For the HTML an author
 *   writes, the output is DOMPurify's, byte for byte (tests/unit/server/sanitize.test.ts proves it
 *   against DOMPurify with the browser's config, and that for every XSS payload what this keeps,
 *   DOMPurify keeps too).
 * - Where it differs it is stricter: SVG and MathML are dropped whole (DOMPurify keeps a vetted
 *   subset; the namespace switches of foreign content are where mutation XSS lives, and authored
 *   copy has no use for them); `<template>` is dropped whole, and so is a `<title>` in the body (DOMPurify
 *   allows it as an SVG name HTML shares, holding its text); only HTML attributes are allowed on
 *   HTML elements (DOMPurify also lets SVG/MathML attribute names through there); `is` is removed
 *   (DOMPurify leaves `is=""`); and no attribute keeps a value that is a javascript:, vbscript: or
 *   data:text/html URL, whatever the attribute (DOMPurify lets data-* and URI-safe attributes hold
 *   any text, and checks srcset only as a whole).
 * - One parse, one walk, one serialize: it runs for every piece of authored HTML on every server
 *   render. The tree is walked with an explicit stack (parse5 puts no bound on depth).
 *
 * The browser still sanitizes with DOMPurify when it takes the element over (SanitizedHtml).
 */

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Attribute = Element['attrs'][number];

const set = (names: string) => new Set(names.trim().split(/\s+/));

/** DOMPurify's default HTML tags (`html$1`), without the config's FORBID_TAGS and without `template` (dropped whole, below). */
const ALLOWED_TAGS = set(`
  a abbr acronym address area article aside audio b bdi bdo big blink blockquote body br canvas caption center cite
  code col colgroup content data datalist dd decorator del details dfn dialog dir div dl dt element em fieldset
  figcaption figure font footer h1 h2 h3 h4 h5 h6 head header hgroup hr html i img ins kbd label legend li main map
  mark marquee menu menuitem meter nav nobr ol optgroup output p picture pre progress q rp rt ruby s samp search
  section shadow slot small source spacer span strike strong sub summary sup table tbody td tfoot th thead time tr
  track tt u ul var video wbr
`);

/**
 * Dropped with everything inside. DOMPurify's FORBID_CONTENTS default (what it removes with its content
 * when the element is not allowed), `template`, and the names of DOMPurify's allowed SVG and MathML
 * elements: found in the HTML namespace (`<text>`, `<mi>` outside <svg>/<math>) they fail its namespace
 * check (_checkHtmlNamespace), which removes them whole. Any other element not allowed is removed and its
 * children kept (KEEP_CONTENT), as DOMPurify does. (audio, colgroup, thead, video: allowed, so kept; the
 * list is DOMPurify's as it is.)
 */
const DROPPED_WHOLE = set(`
  annotation-xml audio colgroup desc foreignobject head iframe math mi mn mo ms mtext noembed noframes noscript
  plaintext script selectedcontent style svg template thead title video xmp

  altglyph altglyphdef altglyphitem animatecolor animatemotion animatetransform circle clippath defs ellipse filter
  g glyph glyphref hkern image line lineargradient marker mask metadata mpath path pattern polygon polyline
  radialgradient rect stop switch symbol text textpath tref tspan view vkern
  feblend fecolormatrix fecomponenttransfer fecomposite feconvolvematrix fediffuselighting fedisplacementmap
  fedistantlight fedropshadow feflood fefunca fefuncb fefuncg fefuncr fegaussianblur feimage femerge femergenode
  femorphology feoffset fepointlight fespecularlighting fespotlight fetile feturbulence
  menclose merror mfenced mfrac mglyph mlabeledtr mmultiscripts mover mpadded mphantom mroot mrow mspace msqrt
  mstyle msub msup msubsup mtable mtd mtr munder munderover mprescripts
`);

/** DOMPurify's default HTML attributes (`html`), with the config's ADD_ATTR (target), without its FORBID_ATTR (style, formaction). */
const ALLOWED_ATTRIBUTES = set(`
  accept action align alt autocapitalize autocomplete autopictureinpicture autoplay background bgcolor border capture
  cellpadding cellspacing checked cite class clear color cols colspan command commandfor controls controlslist coords
  crossorigin datetime decoding default dir disabled disablepictureinpicture disableremoteplayback download draggable
  enctype enterkeyhint exportparts face for headers height hidden high href hreflang id inert inputmode integrity
  ismap kind label lang list loading loop low max maxlength media method min minlength multiple muted name nonce
  noshade novalidate nowrap open optimum part pattern placeholder playsinline popover popovertarget
  popovertargetaction poster preload pubdate radiogroup readonly rel required rev reversed role rows rowspan
  spellcheck scope selected shape size sizes slot span srclang start src srcset step summary tabindex title
  translate type usemap valign value width wrap xmlns target
`);

/** DOMPurify's URI_SAFE_ATTRIBUTES: allowed whatever their value (the URI check below is skipped). */
const URI_SAFE_ATTRIBUTES = set('alt class for id label name pattern placeholder role summary title value xmlns');

/** DOMPurify's DATA_URI_TAGS: where src and href may hold a data: URL. */
const DATA_URI_TAGS = set('audio video img source image track');

/**
 * DOMPurify's SANITIZE_DOM drops an id or name whose value is `in document` or `in` a `<form>` element
 * (document.cookie, form.submit, …), which it reads from the live DOM. The equivalent here is fixed: every
 * property name on the prototype chains of Chromium's (156) `document`, its inert template document and a
 * `<form>`, jsdom's (the same check in the unit test's DOMPurify), and a few names Gecko and WebKit add
 * (moz*, webkit*, their event handlers). Any name in either engine's list is dropped, so this is at least
 * as strict as the browser that takes the element over.
 */
const CLOBBERING_NAMES = set(`
  ATTRIBUTE_NODE CDATA_SECTION_NODE COMMENT_NODE DOCUMENT_FRAGMENT_NODE DOCUMENT_NODE DOCUMENT_POSITION_CONTAINED_BY
  DOCUMENT_POSITION_CONTAINS DOCUMENT_POSITION_DISCONNECTED DOCUMENT_POSITION_FOLLOWING
  DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC DOCUMENT_POSITION_PRECEDING DOCUMENT_TYPE_NODE ELEMENT_NODE ENTITY_NODE
  ENTITY_REFERENCE_NODE NOTATION_NODE PROCESSING_INSTRUCTION_NODE TEXT_NODE URL __defineGetter__ __defineSetter__
  __lookupGetter__ __lookupSetter__ __proto__ acceptCharset accessKey action activeElement activeViewTransition
  addEventListener adoptNode adoptedStyleSheets after alinkColor all anchors animate append appendChild applets
  ariaActionsElements ariaActiveDescendantElement ariaAtomic ariaAutoComplete ariaBrailleLabel
  ariaBrailleRoleDescription ariaBusy ariaChecked ariaColCount ariaColIndex ariaColIndexText ariaColSpan
  ariaControlsElements ariaCurrent ariaDescribedByElements ariaDescription ariaDetailsElements ariaDisabled
  ariaErrorMessageElements ariaExpanded ariaFlowToElements ariaHasPopup ariaHidden ariaInvalid ariaKeyShortcuts
  ariaLabel ariaLabelledByElements ariaLevel ariaLive ariaModal ariaMultiLine ariaMultiSelectable ariaNotify
  ariaOrientation ariaPlaceholder ariaPosInSet ariaPressed ariaReadOnly ariaRelevant ariaRequired ariaRoleDescription
  ariaRowCount ariaRowIndex ariaRowIndexText ariaRowSpan ariaSelected ariaSetSize ariaSort ariaValueMax ariaValueMin
  ariaValueNow ariaValueText assignedSlot attachInternals attachShadow attributeStyleMap attributes autocapitalize
  autocomplete autocorrect autofocus baseURI before bgColor blur body captureEvents caretPositionFromPoint
  caretRangeFromPoint characterSet charset checkValidity checkVisibility childElementCount childNodes children
  classList className clear click clientHeight clientLeft clientTop clientWidth cloneNode close closest
  compareDocumentPosition compatMode computedStyleMap constructor contains contentEditable contentType cookie
  createAttribute createAttributeNS createCDATASection createComment createDocumentFragment createElement
  createElementNS createEvent createExpression createNSResolver createNodeIterator createProcessingInstruction
  createRange createTextNode createTreeWalker currentCSSZoom currentScript customElementRegistry dataset defaultView
  designMode dir dispatchEvent doctype documentElement documentURI domain draggable editContext elementFromPoint
  elementTiming elements elementsFromPoint embeds enableStyleSheetsForSet encoding enctype enterKeyHint evaluate
  execCommand exitFullscreen exitPictureInPicture exitPointerLock featurePolicy fgColor firstChild firstElementChild
  focus focusGroup focusGroupStart fonts forms fragmentDirective fullscreen fullscreenElement fullscreenEnabled
  getAnimations getAttribute getAttributeNS getAttributeNames getAttributeNode getAttributeNodeNS
  getBoundingClientRect getClientRects getElementById getElementsByClassName getElementsByName getElementsByTagName
  getElementsByTagNameNS getHTML getRootNode getSelection hasAttribute hasAttributeNS hasAttributes hasChildNodes
  hasFocus hasOwnProperty hasPointerCapture hasStorageAccess hasUnpartitionedCookieAccess head hidden hidePopover id
  images implementation importNode inert innerHTML innerText inputEncoding inputMode insertAdjacentElement
  insertAdjacentHTML insertAdjacentText insertBefore isConnected isContentEditable isDefaultNamespace isEqualNode
  isPrototypeOf isSameNode lang lastChild lastElementChild lastModified lastStyleSheetSet length linkColor links
  localName location lookupNamespaceURI lookupPrefix matches method moveBefore mozCancelFullScreen mozFullScreen
  mozFullScreenElement mozFullScreenEnabled mozSetImageElement name namespaceURI nextElementSibling nextSibling
  noValidate nodeName nodeType nodeValue nonce normalize offsetHeight offsetLeft offsetParent offsetTop offsetWidth
  onabort onafterscriptexecute onanimationcancel onanimationend onanimationiteration onanimationstart onauxclick
  onbeforecopy onbeforecut onbeforeinput onbeforematch onbeforepaste onbeforescriptexecute onbeforetoggle
  onbeforexrselect onblur oncancel oncanplay oncanplaythrough onchange onclick onclose oncommand
  oncontentvisibilityautostatechange oncontextlost oncontextmenu oncontextrestored oncopy oncuechange oncut ondblclick
  ondrag ondragend ondragenter ondragleave ondragover ondragstart ondrop ondurationchange onemptied onended onerror
  onfocus onformdata onfreeze onfullscreenchange onfullscreenerror ongesturechange ongestureend ongesturestart
  ongotpointercapture oninput oninvalid onkeydown onkeypress onkeyup onload onloadeddata onloadedmetadata onloadstart
  onlostpointercapture onmousedown onmouseenter onmouseleave onmousemove onmouseout onmouseover onmouseup onmousewheel
  onmozfullscreenchange onmozfullscreenerror onpaste onpause onplay onplaying onpointercancel onpointerdown
  onpointerenter onpointerleave onpointerlockchange onpointerlockerror onpointermove onpointerout onpointerover
  onpointerrawupdate onpointerup onprerenderingchange onprogress onratechange onreadystatechange onreset onresize
  onresume onscroll onscrollend onscrollsnapchange onscrollsnapchanging onsearch onsecuritypolicyviolation onseeked
  onseeking onselect onselectionchange onselectstart onslotchange onstalled onsubmit onsuspend ontimeupdate ontoggle
  ontouchcancel ontouchend ontouchmove ontouchstart ontransitioncancel ontransitionend ontransitionrun
  ontransitionstart onvisibilitychange onvolumechange onwaiting onwebkitanimationend onwebkitanimationiteration
  onwebkitanimationstart onwebkitfullscreenchange onwebkitfullscreenerror onwebkitmouseforcechanged
  onwebkitmouseforcedown onwebkitmouseforceup onwebkitmouseforcewillbegin onwebkittransitionend onwheel open outerHTML
  outerText ownerDocument parentElement parentNode part pictureInPictureElement pictureInPictureEnabled plugins
  pointerLockElement popover preferredStyleSheetSet prefix prepend prerendering previousElementSibling previousSibling
  propertyIsEnumerable pseudo queryCommandEnabled queryCommandIndeterm queryCommandState queryCommandSupported
  queryCommandValue querySelector querySelectorAll readyState referrer rel relList releaseCapture releaseEvents
  releasePointerCapture remove removeAttribute removeAttributeNS removeAttributeNode removeChild removeEventListener
  replaceChild replaceChildren replaceWith reportValidity requestFullscreen requestPointerLock requestStorageAccess
  requestSubmit reset role rootElement scripts scroll scrollBy scrollHeight scrollIntoView scrollIntoViewIfNeeded
  scrollLeft scrollTo scrollTop scrollWidth scrollingElement selectedStyleSheetSet setAttribute setAttributeNS
  setAttributeNode setAttributeNodeNS setHTML setHTMLUnsafe setPointerCapture shadowRoot showPopover slot spellcheck
  startViewTransition style styleSheetSets styleSheets submit tabIndex tagName target textContent timeline title
  toLocaleString toString toggleAttribute togglePopover translate valueOf virtualKeyboardPolicy visibilityState
  vlinkColor wasDiscarded webkitCancelFullScreen webkitCurrentFullScreenElement webkitExitFullscreen
  webkitFullScreenKeyboardInputAllowed webkitFullscreenElement webkitFullscreenEnabled webkitHidden webkitIsFullScreen
  webkitMatchesSelector webkitRequestFullScreen webkitRequestFullscreen webkitVisibilityState when write writeln
  writingSuggestions xmlEncoding xmlStandalone xmlVersion
`);

/** DOMPurify's patterns: data-* (ALLOW_DATA_ATTR), aria-* (ALLOW_ARIA_ATTR), allowed URLs, and what URL parsing ignores. */
const DATA_ATTR = /^data-[\-\w.\u00B7-\uFFFF]+$/;
const ARIA_ATTR = /^aria-[\-\w]+$/;
const IS_ALLOWED_URI = /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.\-]+(?:[^a-z+.\-:]|$))/i;
// eslint-disable-next-line no-control-regex
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
/** SAFE_FOR_XML: a value that could end a comment, CDATA or raw-text element if it were ever serialized unescaped. */
const ATTR_VALUE_BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;

/**
 * Ours, on top of DOMPurify: no attribute value is a script-capable URL. The value as a URL parser reads
 * its scheme (controls, spaces and the whitespace DOMPurify strips removed anywhere, case folded) must not
 * start with javascript:, vbscript: or data:text/html; in srcset, no candidate may.
 */
// eslint-disable-next-line no-control-regex
const URL_IGNORED = /[\u0000-\u0020\u007F-\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000\uFEFF]/g;
const SCRIPT_URL = /^(?:javascript:|vbscript:|data:text\/html)/;
function isScriptUrl(name: string, value: string): boolean {
  const compact = value.replace(URL_IGNORED, '').toLowerCase();
  if (SCRIPT_URL.test(compact)) return true;
  return name === 'srcset' && compact.split(',').some((candidate) => SCRIPT_URL.test(candidate));
}

const EVENT_HANDLER = /^on/i;

/** DOMPurify's _isValidAttribute for an HTML element, with the config above (value trimmed already). */
function isAllowedAttribute(tag: string, name: string, value: string): boolean {
  // Event handlers, always (none is in the allow-list; said here so that it never depends on it).
  if (EVENT_HANDLER.test(name)) return false;
  if (ATTR_VALUE_BREAKOUT.test(value)) return false;
  // SAFE_FOR_XML's patch linkage: patchsrc, and `for` anywhere but <label> and <output>.
  if (name === 'for' && tag !== 'label' && tag !== 'output') return false;
  // SANITIZE_DOM.
  if ((name === 'id' || name === 'name') && CLOBBERING_NAMES.has(value)) return false;
  if (DATA_ATTR.test(name) || ARIA_ATTR.test(name)) return true;
  if (!ALLOWED_ATTRIBUTES.has(name)) return false;
  if (URI_SAFE_ATTRIBUTES.has(name)) return true;
  if (IS_ALLOWED_URI.test(value.replace(ATTR_WHITESPACE, ''))) return true;
  if ((name === 'src' || name === 'href') && value.startsWith('data:') && DATA_URI_TAGS.has(tag)) return true;
  return value === '';
}

/** The attributes an element keeps, in their order, values trimmed as DOMPurify trims them. */
function cleanAttributes(tag: string, attrs: Attribute[]): Attribute[] {
  const kept: Attribute[] = [];
  for (const attr of attrs) {
    // An HTML element's attributes have no namespace in the HTML parser; one that has is not ours to judge.
    if (attr.namespace) continue;
    const value = attr.name === 'value' ? attr.value : attr.value.trim();
    if (!isAllowedAttribute(tag, attr.name, value) || isScriptUrl(attr.name, value)) continue;
    kept.push(value === attr.value ? attr : { name: attr.name, value });
  }
  // The browser's hook (sanitizeHtml.ts): a link to a new window gets no opener and no referrer.
  if (tag === 'a') {
    let target: string | undefined;
    let rel: Attribute | undefined;
    for (const attr of kept) {
      if (attr.name === 'target') target = attr.value;
      else if (attr.name === 'rel') rel = attr;
    }
    if (target === '_blank') {
      if (rel) rel.value = 'noopener noreferrer';
      else kept.push({ name: 'rel', value: 'noopener noreferrer' });
    }
  }
  return kept;
}

/**
 * How DOMPurify parses: DOMParser's text/html document, scripting disabled (so `<noscript>` holds markup),
 * of which it takes the <body>. Parsed the same way here, the tree is DOMPurify's tree: what leads the
 * markup and belongs in <head> (<title>, <style>, <meta>, a first <noscript>) is not in it, and a <frameset>
 * that replaces the body leaves nothing, as in the browser. (A fragment parse in a <body> differs from it
 * there: it would keep what follows such a <frameset>, or make `<p></p>` of a leading `</p>`.)
 */
const PARSE_OPTIONS = { scriptingEnabled: false } as const;
/** The whitespace that leads the markup: the document parser drops it, DOMPurify puts it back. */
const LEADING_WHITESPACE = /^[\r\n\t ]+/;
/** SAFE_FOR_XML's markup probe (below). */
const MARKUP_PROBE = /<[/\w!]/;

/**
 * DOMPurify's SAFE_FOR_XML check on an element whose children are only text and comments: text that
 * reads as markup (`&lt;img …`) next to a comment removes the element whole (its innerHTML and its
 * textContent both hold markup).
 */
function holdsMarkupText(element: Element): boolean {
  let comment = false;
  let text = '';
  for (const child of element.childNodes) {
    if (child.nodeName === '#comment') comment = true;
    else if (child.nodeName === '#text') text += (child as DefaultTreeAdapterTypes.TextNode).value;
    else return false;
  }
  return comment && MARKUP_PROBE.test(text);
}

const isElement = (node: Node | DefaultTreeAdapterTypes.ParentNode): node is Element => 'tagName' in node;

interface Frame {
  /** the nodes to look at, in order */
  nodes: Node[];
  index: number;
  /** where the kept ones go: the parent element and its new child list */
  parent: ParentNode;
  out: Node[];
}

/** Authored HTML, sanitized: DOMPurify's output with the browser's config for authored copy, stricter where it matters. */
export function sanitizeServerHtml(html: string): string {
  // No markup, nothing to parse: DOMPurify returns such a string as it is, and so does this.
  if (html.indexOf('<') === -1) return html;
  const root = parse(html, PARSE_OPTIONS).childNodes.find(isElement);
  const body = root?.childNodes.find((node): node is Element => isElement(node) && node.tagName === 'body');
  // A <frameset> took the body's place: DOMPurify returns nothing.
  if (!body) return '';
  const lead = LEADING_WHITESPACE.exec(html);
  const nodes = body.childNodes;
  if (lead) nodes.unshift({ nodeName: '#text', value: lead[0], parentNode: body });
  const stack: Frame[] = [{ nodes, index: 0, parent: body, out: (body.childNodes = []) }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index === frame.nodes.length) {
      stack.pop();
      continue;
    }
    const node = frame.nodes[frame.index++]!;
    if (node.nodeName === '#text') {
      (node as DefaultTreeAdapterTypes.TextNode).parentNode = frame.parent;
      frame.out.push(node);
      continue;
    }
    // Comments (DOMPurify allows none; processing instructions and CDATA are comments in HTML), doctypes: dropped.
    if (!isElement(node)) continue;
    // SVG and MathML: dropped whole, stricter than DOMPurify (see above).
    if (node.namespaceURI !== parse5Html.NS.HTML) continue;
    const tag = node.tagName;
    if (holdsMarkupText(node)) continue;
    if (ALLOWED_TAGS.has(tag)) {
      node.attrs = cleanAttributes(tag, node.attrs);
      node.parentNode = frame.parent;
      frame.out.push(node);
      const children = node.childNodes;
      stack.push({ nodes: children, index: 0, parent: node, out: (node.childNodes = []) });
    } else if (!DROPPED_WHOLE.has(tag)) {
      // KEEP_CONTENT: the element goes, its children take its place (and are sanitized in turn).
      stack.push({ nodes: node.childNodes, index: 0, parent: frame.parent, out: frame.out });
    }
  }
  return serialize(body);
}
