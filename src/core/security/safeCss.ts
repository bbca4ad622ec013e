/**
 * Authored values that end up in CSS text (a spacer's height in the shared stylesheet, a
 * container's background in an inline style) are checked here first. A value that could close
 * its declaration or rule (`red;}:host{display:none}`) would otherwise add rules of its own to
 * the one stylesheet every element adopts. Each check returns the value to use, or undefined
 * when the value is missing or refused; callers report refusals with reportUnsafeCss.
 */
import { safeImageUrl } from './safeUrl';

/** Longer lengths and colours are not authored by hand; refusing them also bounds the regexes' work. */
const MAX_CHARS = 100;

const UNITS = ['px', 'rem', 'em', '%', 'ch', 'ex', 'vh', 'vw', 'vmin', 'vmax', 'svh', 'lvh', 'dvh', 'svw', 'lvw', 'dvw', 'pt'];
const LENGTH = new RegExp(`^(?:0|(?:\\d+(?:\\.\\d+)?|\\.\\d+)(?:${UNITS.join('|')}))$`, 'i');

/**
 * A non-negative CSS length, or undefined. A number is pixels (24 → '24px'); a string must be
 * `0` or a number with a unit (px, rem, em, %, ch, ex, viewport units, pt). No calc(), var() or
 * keywords: nothing but digits, a dot and the unit.
 */
export function safeLength(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? `${value}px` : undefined;
  if (typeof value !== 'string' || value.length > MAX_CHARS) return undefined;
  const text = value.trim().toLowerCase();
  return LENGTH.test(text) ? text : undefined;
}

/** CSS Color 4 named colours, plus transparent and currentColor. */
const NAMED_COLORS = (
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
  'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray ' +
  'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
  'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue ' +
  'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew ' +
  'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
  'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
  'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue ' +
  'mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred ' +
  'midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
  'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
  'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
  'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
  'whitesmoke yellow yellowgreen transparent currentcolor'
).split(' ');

/** One argument of a colour function: a number, optionally a percentage or an angle, or `none`. */
const COLOR_ARGUMENT = String.raw`(?:[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?(?:%|deg|grad|rad|turn)?|none)`;
/** Legacy (`rgb(0, 24, 113)`) and modern (`rgb(0 24 113 / 50%)`) syntax: three or four arguments. */
const COLOR_FUNCTION = String.raw`(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*${COLOR_ARGUMENT}(?:(?:\s*[,/]\s*|\s+)${COLOR_ARGUMENT}){2,3}\s*\)`;

/**
 * A whole safe colour: #rgb, #rgba, #rrggbb, #rrggbbaa, an rgb()/hsl()-style function of plain
 * numbers, or a named colour. Nothing that could carry url(), a quote, `;` or `}`.
 */
export const CSS_COLOR = new RegExp(
  `^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|${COLOR_FUNCTION}|${NAMED_COLORS.join('|')})$`,
  'i',
);

/** An authored colour (trimmed), or undefined. */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_CHARS) return undefined;
  const text = value.trim();
  return CSS_COLOR.test(text) ? text : undefined;
}

/**
 * An authored image as CSS (`url("…")`), or undefined: the URL must pass safeImageUrl, and
 * quotes, backslashes and control characters are CSS-escaped so it stays one quoted string.
 */
export function safeCssUrl(value: unknown): string | undefined {
  const url = safeImageUrl(value);
  if (url === null) return undefined;
  // eslint-disable-next-line no-control-regex
  const quoted = url.replace(/["\\\u0000-\u001f\u007f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `);
  return `url("${quoted}")`;
}

export type CssValueKind = 'length' | 'color' | 'image';

const CHECKS: Record<CssValueKind, (value: unknown) => string | undefined> = { length: safeLength, color: safeColor, image: safeCssUrl };

/** safeLength, safeColor or safeCssUrl by name. */
export function safeCss(kind: CssValueKind, value: unknown): string | undefined {
  return CHECKS[kind](value);
}

/** Whether a value was authored at all: a refusal is only reported for one that was. */
export function isAuthoredCss(value: unknown): boolean {
  return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');
}

const EXPECTED: Record<CssValueKind, string> = {
  length: 'not a CSS length (0, or a number with a unit such as px, rem or %)',
  color: 'not a CSS colour',
  image: 'not an http(s), relative or data:image URL',
};

/** Values already reported, per element (or per tag outside an element). */
const reported = new WeakMap<object, Set<string>>();
const byTag = new Map<string, object>();

/**
 * One console error for a refused value, naming the element, the field and the value (cut to 60
 * characters); never twice for the same element, field and value.
 */
export function reportUnsafeCss(element: { tag: string; host?: object } | null, field: string, kind: CssValueKind, value: unknown): void {
  const tag = element?.tag ?? 'brand-element';
  let owner = element?.host;
  if (!owner) {
    owner = byTag.get(tag) ?? {};
    byTag.set(tag, owner);
  }
  let seen = reported.get(owner);
  if (!seen) reported.set(owner, (seen = new Set()));
  const key = `${field}\n${String(value)}`;
  if (seen.has(key)) return;
  seen.add(key);
  console.error(`<${tag}>: refused ${field} ${JSON.stringify(String(value).slice(0, 60))}: ${EXPECTED[kind]}.`);
}
