import { useThemedClass } from '../runtime/useThemedClass';
import { gridStyles } from './gridStyles';

export interface ResponsiveGridProps {
  /** AEM's classes for the grid itself, e.g. 'aem-Grid aem-Grid--12 aem-Grid--default--12' */
  gridClassNames?: string;
  /** AEM's classes per child key; <brand-page> puts them on the child elements */
  columnClassNames?: Record<string, string>;
}

/** The 12-column layout of AEM's responsive grid; its children are slotted from the light DOM. */
export function ResponsiveGrid({ gridClassNames }: ResponsiveGridProps) {
  const className = useThemedClass(gridStyles);
  return (
    <div className={`${className} ${typeof gridClassNames === 'string' ? gridClassNames : 'aem-Grid aem-Grid--12'}`} part="grid">
      <slot />
    </div>
  );
}
