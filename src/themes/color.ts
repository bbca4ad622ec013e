/**
 * The colour arithmetic elements need, as MUI computes it (its colorManipulator, for the colours a theme
 * holds: #rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla()), without loading MUI's styling code.
 * A unit test holds every function equal to MUI's.
 */

interface Decomposed {
  type: string;
  values: number[];
}

function decompose(color: string): Decomposed {
  if (color.charAt(0) === '#') {
    const hex = color.slice(1);
    const size = hex.length >= 6 ? 2 : 1;
    const parts = hex.match(new RegExp(`.{1,${size}}`, 'g')) ?? [];
    const values = parts.map((part, index) => {
      const n = parseInt(size === 1 ? part + part : part, 16);
      return index < 3 ? n : Math.round((n / 255) * 1000) / 1000;
    });
    return { type: values.length === 4 ? 'rgba' : 'rgb', values };
  }
  const marker = color.indexOf('(');
  const type = color.substring(0, marker);
  if (!['rgb', 'rgba', 'hsl', 'hsla'].includes(type)) throw new Error(`Unsupported colour "${color}": use #hex, rgb(), rgba(), hsl() or hsla().`);
  return { type, values: color.substring(marker + 1, color.length - 1).split(',').map((value) => parseFloat(value)) };
}

function recompose({ type, values }: Decomposed): string {
  const parts = type.includes('rgb')
    ? values.map((n, i) => (i < 3 ? parseInt(String(n), 10) : n))
    : values.map((n, i) => (i === 1 || i === 2 ? `${n}%` : n));
  return `${type}(${parts.join(', ')})`;
}

/** `color` at opacity `value` (0-1, clamped): MUI's `alpha`. */
export function alpha(color: string, value: number): string {
  const decomposed = decompose(color);
  if (decomposed.type === 'rgb' || decomposed.type === 'hsl') decomposed.type += 'a';
  decomposed.values[3] = Math.min(Math.max(value, 0), 1);
  return recompose(decomposed);
}

function rgbOf({ type, values }: Decomposed): number[] {
  if (!type.startsWith('hsl')) return values.slice(0, 3);
  const [h = 0, saturation = 0, lightness = 0] = values;
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number, k = (n + h / 30) % 12) => l - a * Math.max(Math.min(k - 3, 9 - k, 1), -1);
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** The relative luminance of a colour, 0-1, to three decimals (MUI's `getLuminance`). */
export function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = rgbOf(decompose(color)).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return Number((0.2126 * r + 0.7152 * g + 0.0722 * b).toFixed(3));
}

/** The contrast ratio of two colours, 1-21 (MUI's `getContrastRatio`). */
export function contrastRatio(foreground: string, background: string): number {
  const a = luminance(foreground);
  const b = luminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** MUI's light-mode `palette.getContrastText`: white on a background it contrasts 3:1 with, else near-black. */
export function contrastText(background: string): string {
  return contrastRatio(background, '#fff') >= 3 ? '#fff' : 'rgba(0, 0, 0, 0.87)';
}
