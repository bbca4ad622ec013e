import type { Theme } from '@mui/material/styles';

/** How the host box behaves in the page. */
export type Display = 'block' | 'inline-block' | 'inline' | 'contents';

const HOST_CSS: Record<Display, string> = {
  block: ':host{display:block}',
  'inline-block': ':host{display:inline-block;vertical-align:middle}',
  inline: ':host{display:inline}',
  contents: ':host{display:contents}',
};
const COMMON_CSS =
  ':host([hidden]),:host([data-brand-invisible]){display:none!important}*,*::before,*::after{box-sizing:border-box}';

/**
 * The fixed CSS of an element's host, as two texts: its display, the common rules and its own
 * `hostCss` (the same for every instance), then the base typography of its theme (and the
 * direction of a right-to-left market). The browser adopts them as constructable sheets; the
 * server writes them into the declarative shadow root's <style>.
 */
export function hostCssTexts(display: Display, theme: Theme, hostCss?: string): [string, string] {
  const typography = theme.typography;
  const base = `:host{font-family:${typography.fontFamily};font-size:${typography.body1.fontSize ?? '1rem'};line-height:${typography.body1.lineHeight ?? 1.5};color:${theme.palette.text.primary};-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}`;
  // A right-to-left market's elements read right to left even on a left-to-right page.
  const direction = theme.direction === 'rtl' ? ':host{direction:rtl}' : '';
  return [HOST_CSS[display] + COMMON_CSS + (hostCss ?? ''), base + direction];
}
