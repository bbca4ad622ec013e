import { useThemedClass } from '../runtime/useThemedClass';
import type { DirectRender } from '../runtime/direct';
import { gridStyles } from './gridStyles';

export interface ResponsiveGridProps {
  /** AEM's classes for the grid itself, e.g. 'aem-Grid aem-Grid--12 aem-Grid--default--12' */
  gridClassNames?: string;
  /** AEM's classes per child key; <brand-page> puts them on the child elements */
  columnClassNames?: Record<string, string>;
}

const gridClasses = (gridClassNames: unknown) => (typeof gridClassNames === 'string' ? gridClassNames : 'aem-Grid aem-Grid--12');

/** The 12-column layout of AEM's responsive grid; its children are slotted from the light DOM. */
export function ResponsiveGrid({ gridClassNames }: ResponsiveGridProps) {
  const className = useThemedClass(gridStyles);
  return (
    <div className={`${className} ${gridClasses(gridClassNames)}`} part="grid">
      <slot />
    </div>
  );
}

/**
 * The same DOM as ResponsiveGrid, without React (src/react/runtime/direct.ts): every page's root is
 * a grid, so a page of elements drawn by hand needs no React for its layout either.
 */
export const renderGridDirect: DirectRender<ResponsiveGridProps> = ({ gridClassNames }, { themedClass }) => {
  const node = document.createElement('div');
  node.className = `${themedClass(gridStyles)} ${gridClasses(gridClassNames)}`;
  node.setAttribute('part', 'grid');
  node.append(document.createElement('slot'));
  return [node];
};
