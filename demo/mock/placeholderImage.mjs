// GET /mock/img/<width>x<height>.svg?label=…&bg=…&fg=…&kind=tin|can|device|logo&size=1
// A placeholder product shot of exactly that size; with size=1 its size is printed on it, so a srcset demo
// shows which rendition the browser picked.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { error } from './http.mjs';

export const MIN_SIZE = 1;
export const MAX_SIZE = 4000;
export const KINDS = ['tin', 'can', 'device', 'logo'];
const DEFAULT_BG = '#0b1f44';
const DEFAULT_FG = '#ffffff';
const MAX_LABEL = 80;

/** Escapes text for an XML text node or attribute; control characters XML forbids are dropped. */
export function escapeXml(value) {
  return String(value)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Parses a pixel size: a whole number in 1..4000, else undefined. */
export function parseSize(value) {
  if (typeof value !== 'string' || !/^\d{1,4}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= MIN_SIZE && n <= MAX_SIZE ? n : undefined;
}

/** Accepts #rgb / #rrggbb with or without '#'; anything else gives the fallback (no CSS injection). */
export function parseColor(value, fallback) {
  if (typeof value !== 'string') return fallback;
  const hex = value.trim().replace(/^#/, '');
  return /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex) ? `#${hex.toLowerCase()}` : fallback;
}

function hexToRgb(color) {
  let hex = color.slice(1);
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(color, amount) {
  const target = amount > 0 ? 255 : 0;
  const mixed = hexToRgb(color).map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const round = (n) => Math.round(n * 10) / 10;

const KHMER = /[\u1780-\u17FF\u19E0-\u19FF]/;
let khmerFontData;
/**
 * An image cannot use the page's fonts, and few systems have a Khmer one: a Khmer label brings
 * the self-hosted Noto Sans Khmer inside the SVG (as data), else it shows as empty boxes.
 */
function khmerFontFace() {
  khmerFontData ??= readFileSync(
    createRequire(import.meta.url).resolve('@fontsource-variable/noto-sans-khmer/files/noto-sans-khmer-khmer-wght-normal.woff2'),
  ).toString('base64');
  return `<style>@font-face{font-family:"Noto Sans Khmer";font-weight:100 900;unicode-range:U+1780-17FF,U+19E0-19FF,U+200C-200D,U+25CC;src:url(data:font/woff2;base64,${khmerFontData}) format("woff2")}</style>`;
}

function tinSilhouette(cx, cy, r, bg, fg) {
  // A round pouch tin in three-quarter view: body, rim and embossed lid.
  const ry = r * 0.32;
  const depth = r * 0.38;
  return `
  <ellipse cx="${round(cx)}" cy="${round(cy + depth + ry * 0.9)}" rx="${round(r * 1.15)}" ry="${round(ry * 0.7)}" fill="#000" opacity="0.25"/>
  <path d="M${round(cx - r)} ${round(cy)} v${round(depth)} a${round(r)} ${round(ry)} 0 0 0 ${round(2 * r)} 0 v${round(-depth)} z" fill="url(#body)"/>
  <ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(r)}" ry="${round(ry)}" fill="${shade(bg, 0.85)}"/>
  <ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(r * 0.82)}" ry="${round(ry * 0.82)}" fill="none" stroke="${shade(bg, 0.45)}" stroke-width="${round(Math.max(r * 0.03, 0.5))}"/>
  <ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(r * 0.4)}" ry="${round(ry * 0.4)}" fill="${bg}" opacity="0.85"/>
  <ellipse cx="${round(cx - r * 0.35)}" cy="${round(cy - ry * 0.35)}" rx="${round(r * 0.3)}" ry="${round(ry * 0.16)}" fill="${fg}" opacity="0.35"/>`;
}

function canSilhouette(cx, cy, r, bg, fg) {
  // A slim drinks-style can standing upright.
  const w = r * 0.9;
  const h = r * 2.1;
  const top = cy - h / 2;
  return `
  <ellipse cx="${round(cx)}" cy="${round(top + h + w * 0.12)}" rx="${round(w * 0.75)}" ry="${round(w * 0.14)}" fill="#000" opacity="0.25"/>
  <rect x="${round(cx - w / 2)}" y="${round(top)}" width="${round(w)}" height="${round(h)}" rx="${round(w * 0.16)}" fill="url(#body)"/>
  <rect x="${round(cx - w / 2)}" y="${round(top + h * 0.32)}" width="${round(w)}" height="${round(h * 0.3)}" fill="${bg}" opacity="0.75"/>
  <rect x="${round(cx - w * 0.3)}" y="${round(top + h * 0.06)}" width="${round(w * 0.1)}" height="${round(h * 0.82)}" rx="${round(w * 0.05)}" fill="${fg}" opacity="0.3"/>`;
}

function deviceSilhouette(cx, cy, r, bg, fg) {
  // A heated-tobacco / vape device: a tall rounded body with a cap and a status light.
  const w = r * 0.62;
  const h = r * 2.3;
  const top = cy - h / 2;
  return `
  <ellipse cx="${round(cx)}" cy="${round(top + h + w * 0.1)}" rx="${round(w * 0.9)}" ry="${round(w * 0.15)}" fill="#000" opacity="0.25"/>
  <rect x="${round(cx - w / 2)}" y="${round(top)}" width="${round(w)}" height="${round(h)}" rx="${round(w / 2)}" fill="url(#body)"/>
  <rect x="${round(cx - w / 2)}" y="${round(top)}" width="${round(w)}" height="${round(h * 0.26)}" rx="${round(w / 2)}" fill="${shade(bg, 0.3)}"/>
  <circle cx="${round(cx)}" cy="${round(top + h * 0.45)}" r="${round(w * 0.09)}" fill="${fg}" opacity="0.9"/>
  <rect x="${round(cx - w * 0.28)}" y="${round(top + h * 0.3)}" width="${round(w * 0.08)}" height="${round(h * 0.6)}" rx="${round(w * 0.04)}" fill="${fg}" opacity="0.25"/>`;
}

const SILHOUETTES = { tin: tinSilhouette, can: canSilhouette, device: deviceSilhouette };

/**
 * The SVG text of a placeholder image. Pure: width and height must already be valid;
 * label is escaped here, colours are validated here.
 * The size is printed only when asked (`showSize`, the gallery's srcset demo): a shop's images never
 * say their pixel size.
 * @param {{ width: number, height: number, label?: string, bg?: string | null, fg?: string | null, kind?: string, showSize?: boolean }} options
 */
export function placeholderSvg({ width, height, label = '', bg, fg, kind = 'tin', showSize = false }) {
  if (kind === 'logo') return logoSvg({ width, height, label, bg, fg });
  const background = parseColor(bg, DEFAULT_BG);
  const foreground = parseColor(fg, DEFAULT_FG);
  const silhouette = SILHOUETTES[kind] ?? SILHOUETTES.tin;
  const caption = escapeXml(String(label ?? '').slice(0, MAX_LABEL));
  const sizeText = `${width} × ${height}`;
  const s = Math.min(width, height);
  const landscape = width >= height * 1.25;
  // Landscape: product on the right third, text on the left; otherwise product above the text.
  const productX = landscape ? width * 0.68 : width / 2;
  const productY = landscape ? height * 0.48 : height * 0.4;
  const radius = s * (landscape ? 0.26 : 0.22);
  const textX = landscape ? width * 0.08 : width / 2;
  const anchor = landscape ? 'start' : 'middle';
  const labelSize = Math.max(s * (landscape ? 0.085 : 0.07), 6);
  const sizeSize = Math.max(labelSize * 0.6, 5);
  const labelY = landscape ? height * 0.5 : height * 0.8;
  const khmer = KHMER.test(caption);
  // Khmer first: Chrome draws empty boxes with Arial rather than fall through to a later face.
  const font = `font-family="${khmer ? "'Noto Sans Khmer', " : ''}Figtree, 'Helvetica Neue', Arial, sans-serif"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${caption || 'Placeholder image'}${showSize ? ` ${sizeText}` : ''}">
  <defs>${khmer ? `\n    ${khmerFontFace()}` : ''}
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(background, 0.25)}"/>
      <stop offset="1" stop-color="${shade(background, -0.35)}"/>
    </linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${shade(background, 0.55)}"/>
      <stop offset="0.45" stop-color="${shade(background, 0.2)}"/>
      <stop offset="1" stop-color="${shade(background, -0.45)}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${foreground}" stop-opacity="0.28"/>
      <stop offset="1" stop-color="${foreground}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${round(width * 0.12)}" cy="${round(height * 0.1)}" r="${round(s * 0.35)}" fill="${foreground}" opacity="0.06"/>
  <circle cx="${round(width * 0.95)}" cy="${round(height * 0.95)}" r="${round(s * 0.45)}" fill="${foreground}" opacity="0.05"/>
  <circle cx="${round(productX)}" cy="${round(productY)}" r="${round(radius * 1.9)}" fill="url(#glow)"/>${silhouette(productX, productY, radius, background, foreground)}
  <g ${font} fill="${foreground}" text-anchor="${anchor}">
    ${caption ? `<text x="${round(textX)}" y="${round(labelY)}" font-size="${round(labelSize)}" font-weight="700">${caption}</text>` : ''}
    ${showSize ? `<text x="${round(textX)}" y="${round(labelY + labelSize * (caption ? 1.3 : 0))}" font-size="${round(sizeSize)}" opacity="0.8">${sizeText}</text>` : ''}
  </g>
</svg>
`;
}

/**
 * A brand mark (a payment or delivery service in the footer): its name in bold on a light card, no
 * product. White and dark grey unless bg / fg say otherwise.
 * @param {{ width: number, height: number, label?: string, bg?: string | null, fg?: string | null }} options
 */
function logoSvg({ width, height, label = '', bg, fg }) {
  const background = parseColor(bg, '#ffffff');
  const foreground = parseColor(fg, '#1a1a2e');
  const caption = escapeXml(String(label ?? '').slice(0, MAX_LABEL));
  // as large as fits: about 0.6 of a line's height per character across 84% of the width
  const size = Math.max(Math.min(height * 0.42, (width * 0.84) / Math.max(caption.length * 0.6, 1)), 6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${caption || 'Placeholder logo'}">
  <rect width="${width}" height="${height}" rx="${round(Math.min(width, height) * 0.15)}" fill="${background}"/>
  <text x="${round(width / 2)}" y="${round(height / 2)}" dominant-baseline="central" text-anchor="middle" font-family="Figtree, 'Helvetica Neue', Arial, sans-serif" font-size="${round(size)}" font-weight="800" fill="${foreground}">${caption}</text>
</svg>
`;
}

function placeholderImage({ params, url }) {
  const width = parseSize(params[0]);
  const height = parseSize(params[1]);
  if (width === undefined || height === undefined) {
    return error(400, `width and height must be whole numbers from ${MIN_SIZE} to ${MAX_SIZE}`);
  }
  const q = url.searchParams;
  const body = placeholderSvg({ width, height, label: q.get('label') ?? '', bg: q.get('bg'), fg: q.get('fg'), kind: q.get('kind') ?? 'tin', showSize: q.get('size') === '1' });
  return {
    status: 200,
    // The CSP keeps the SVG inert even when opened on its own.
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; font-src data:" },
    body,
  };
}

export const routes = [{ method: 'GET', path: /^\/mock\/img\/([^/]+)x([^/]+)\.svg$/, handler: placeholderImage }];
