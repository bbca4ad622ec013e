import { describe, expect, it } from 'vitest';
import { serializeStyles, type CSSObject } from '@emotion/serialize';
import createCache from '@emotion/cache';
import { brandTheme, THEME_NAMES } from '../../src/themes';
import { GRID_COLUMNS, gridStyles } from '../../src/react/grid/gridStyles';

/** AEM's grid as a style object: the layout the CSS text must give, as Emotion serializes it. */
function gridObject(spacing: string, lg: number, sm: number): CSSObject {
  const columns = (breakpoint: string): CSSObject => {
    const rules: CSSObject = {};
    for (let n = 1; n <= GRID_COLUMNS; n++) rules[`& > slot::slotted(.aem-GridColumn--${breakpoint}--${n})`] = { width: `${((n / 12) * 100).toFixed(4)}%`, display: 'block' };
    for (let n = 0; n < GRID_COLUMNS; n++) rules[`& > slot::slotted(.aem-GridColumn--offset--${breakpoint}--${n})`] = { marginInlineStart: `${((n / 12) * 100).toFixed(4)}%` };
    rules[`& > slot::slotted(.aem-GridColumn--${breakpoint}--newline)`] = { clear: 'both' };
    rules[`& > slot::slotted(.aem-GridColumn--${breakpoint}--hide)`] = { display: 'none' };
    return rules;
  };
  return {
    display: 'flow-root',
    marginInline: `calc(-1 * ${spacing})`,
    '& > slot::slotted(*)': { float: 'inline-start', width: '100%', paddingInline: spacing, boxSizing: 'border-box' },
    ...columns('default'),
    [`@media (max-width: ${lg - 0.02}px)`]: columns('tablet'),
    [`@media (max-width: ${sm - 0.02}px)`]: columns('phone'),
  };
}

describe("the responsive grid's styles", () => {
  it.each(THEME_NAMES)('are, in the %s theme, what Emotion makes of the layout as an object: the same text, the same class', (name) => {
    const theme = brandTheme({ name, direction: 'ltr' });
    const text = serializeStyles([gridStyles(theme)], {});
    const object = serializeStyles([gridObject(theme.spacing(2), theme.breakpoints.values.lg, theme.breakpoints.values.sm)], {});
    expect(text.styles).toBe(object.styles);
    expect(text.name).toBe(object.name);
  });

  it('lay out 12 columns, their offsets, newlines and hidden columns at each breakpoint', () => {
    const theme = brandTheme({ name: THEME_NAMES[0]!, direction: 'ltr' });
    // As the elements' Emotion cache writes it, under the class `.g` (on the server, insert gives the rules as text).
    const rules = String(createCache({ key: 'g' }).insert('.g', serializeStyles([gridStyles(theme)], {}), undefined as never, false));
    expect(rules).toContain('.g{display:flow-root;');
    expect(rules).toContain('.g>slot::slotted(.aem-GridColumn--default--6){width:50.0000%;display:block;}');
    expect(rules).toContain('.g>slot::slotted(.aem-GridColumn--offset--default--3){-webkit-margin-start:25.0000%;margin-inline-start:25.0000%;}');
    expect(rules).toContain(`@media (max-width: ${theme.breakpoints.values.lg - 0.02}px){.g>slot::slotted(.aem-GridColumn--tablet--1){width:8.3333%;display:block;}`);
    expect(rules).toContain('.g>slot::slotted(.aem-GridColumn--phone--hide){display:none;}');
    expect(rules.match(/slot::slotted\(\.aem-GridColumn--/g)).toHaveLength(3 * (GRID_COLUMNS * 2 + 2));
  });
});
