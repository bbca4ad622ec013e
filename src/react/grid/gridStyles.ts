import type { Theme } from '@mui/material/styles';

/**
 * AEM's responsive grid (`aem-Grid`, `aem-GridColumn--{breakpoint}--{n}` on the children) on
 * 12 columns, as AEM lays it out: floated columns of n/12 width, `--offset--` as a start
 * margin, `--newline` clears, `--hide` hides. Children live in the host's light DOM and are
 * placed through the <slot>, so every rule is a ::slotted one.
 * Breakpoints: `default` everywhere, `tablet` below the theme's lg (1200px), `phone` below sm (600px).
 *
 * Written as CSS text, not as a style object: every page's root is a grid, and at a page's first load (its code not
 * yet optimized) Emotion serialized the 80 nested rules of the object in 2.5 to 3.5 ms, the text in 1.5 (Node, one
 * core, the first call). The text is what Emotion makes of the object (tests/unit/gridStyles.test.ts).
 */
export const GRID_COLUMNS = 12;
type Breakpoint = 'default' | 'tablet' | 'phone';

const percent = (n: number) => `${((n / GRID_COLUMNS) * 100).toFixed(4)}%`;

function columnRules(breakpoint: Breakpoint): string {
  let rules = '';
  for (let n = 1; n <= GRID_COLUMNS; n++) rules += `& > slot::slotted(.aem-GridColumn--${breakpoint}--${n}){width:${percent(n)};display:block;}`;
  for (let n = 0; n < GRID_COLUMNS; n++) rules += `& > slot::slotted(.aem-GridColumn--offset--${breakpoint}--${n}){margin-inline-start:${percent(n)};}`;
  rules += `& > slot::slotted(.aem-GridColumn--${breakpoint}--newline){clear:both;}`;
  rules += `& > slot::slotted(.aem-GridColumn--${breakpoint}--hide){display:none;}`;
  return rules;
}

export const gridStyles = (theme: Theme): string =>
  `display:flow-root;margin-inline:calc(-1 * ${theme.spacing(2)});` +
  `& > slot::slotted(*){float:inline-start;width:100%;padding-inline:${theme.spacing(2)};box-sizing:border-box;}` +
  columnRules('default') +
  `@media (max-width: ${theme.breakpoints.values.lg - 0.02}px){${columnRules('tablet')}}` +
  `@media (max-width: ${theme.breakpoints.values.sm - 0.02}px){${columnRules('phone')}}`;
