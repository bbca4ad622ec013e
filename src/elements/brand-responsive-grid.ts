import { defineElement } from './define';
import { ResponsiveGrid, renderGridDirect } from '../react/grid/ResponsiveGrid';
import { direct } from '../react/runtime/direct';

/**
 * AEM's responsive grid: 12 columns; <brand-page> renders its items as child elements carrying
 * the `aem-GridColumn--{default|tablet|phone}--{n}` classes of columnClassNames, and the grid
 * places them (offsets, newlines, hidden columns included).
 * Resource types: brand/components/responsive-grid, wcm/foundation/components/responsivegrid.
 */
export const BrandResponsiveGrid = defineElement('brand-responsive-grid', ResponsiveGrid, {
  props: {
    gridClassNames: { type: 'string', description: "AEM's grid classes, e.g. 'aem-Grid aem-Grid--12 aem-Grid--default--12'." },
  },
  slots: [{ name: '', description: 'The grid items: elements with aem-GridColumn classes.' }],
  parts: [{ name: 'grid', description: 'The grid box.' }],
  staticContent: true,
  // Drawn without React (every page's root is a grid): React only for the editor or `visibleTo`.
  direct: direct(renderGridDirect),
  aliases: ['wcm/foundation/components/responsivegrid'],
  family: 'layout',
  container: true,
  budgetKiB: 24,
});
