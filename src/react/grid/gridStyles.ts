import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/**
 * AEM's responsive grid (`aem-Grid`, `aem-GridColumn--{breakpoint}--{n}` on the children) on
 * 12 columns, as AEM lays it out: floated columns of n/12 width, `--offset--` as a start
 * margin, `--newline` clears, `--hide` hides. Children live in the host's light DOM and are
 * placed through the <slot>, so every rule is a ::slotted one.
 * Breakpoints: `default` everywhere, `tablet` below the theme's lg (1200px), `phone` below sm (600px).
 */
export const GRID_COLUMNS = 12;
const BREAKPOINTS = ['default', 'tablet', 'phone'] as const;

function columnRules(breakpoint: (typeof BREAKPOINTS)[number]): CSSObject {
  const rules: CSSObject = {};
  for (let n = 1; n <= GRID_COLUMNS; n++) {
    const width = `${((n / GRID_COLUMNS) * 100).toFixed(4)}%`;
    rules[`& > slot::slotted(.aem-GridColumn--${breakpoint}--${n})`] = { width, display: 'block' };
  }
  for (let n = 0; n < GRID_COLUMNS; n++) {
    rules[`& > slot::slotted(.aem-GridColumn--offset--${breakpoint}--${n})`] = {
      marginInlineStart: `${((n / GRID_COLUMNS) * 100).toFixed(4)}%`,
    };
  }
  rules[`& > slot::slotted(.aem-GridColumn--${breakpoint}--newline)`] = { clear: 'both' };
  rules[`& > slot::slotted(.aem-GridColumn--${breakpoint}--hide)`] = { display: 'none' };
  return rules;
}

export const gridStyles = (theme: Theme): CSSObject => ({
  display: 'flow-root',
  marginInline: `calc(-1 * ${theme.spacing(2)})`,
  '& > slot::slotted(*)': {
    float: 'inline-start',
    width: '100%',
    paddingInline: theme.spacing(2),
    boxSizing: 'border-box',
  },
  ...columnRules('default'),
  [`@media (max-width: ${theme.breakpoints.values.lg - 0.02}px)`]: columnRules('tablet'),
  [`@media (max-width: ${theme.breakpoints.values.sm - 0.02}px)`]: columnRules('phone'),
});
