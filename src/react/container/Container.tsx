import type { CSSProperties } from 'react';
import type { CSSObject } from '@emotion/serialize';
import { useThemedClass } from '../runtime/useThemedClass';
import { useSafeCss } from '../shared/useSafeCss';
import { gridStyles } from '../grid/gridStyles';
import { MAX_LAYOUT_WIDTH } from '../../themes/tokens';

export interface ContainerProps {
  /** 'responsiveGrid' (default when grid classes are given) lays children on the 12-column grid; 'simple' stacks them */
  layout?: 'responsiveGrid' | 'simple' | string;
  gridClassNames?: string;
  backgroundColor?: string;
  backgroundImage?: string;
  /** maximum content width in px (the layout maximum is 1536) */
  maxWidth?: number;
}

const simpleStyles = (): CSSObject => ({ display: 'flow-root' });
const frameStyles = (): CSSObject => ({ marginInline: 'auto', paddingBlock: 0, maxWidth: MAX_LAYOUT_WIDTH });

/** A layout box around other components: a background, a width limit, a grid or a stack. */
export function Container({ layout, gridClassNames, backgroundColor, backgroundImage, maxWidth }: ContainerProps) {
  const useGrid = layout === 'responsiveGrid' || (layout === undefined && typeof gridClassNames === 'string');
  const inner = useThemedClass(useGrid ? gridStyles : simpleStyles);
  const frame = useThemedClass(frameStyles);
  const check = useSafeCss();
  const color = check('color', 'backgroundColor', backgroundColor);
  const image = check('image', 'backgroundImage', backgroundImage);
  // Inline styles through React's style prop are set with CSSOM, which a strict CSP allows.
  const style: CSSProperties = {};
  if (color) style.backgroundColor = color;
  if (image) Object.assign(style, { backgroundImage: image, backgroundSize: 'cover', backgroundPosition: 'center' });
  if (typeof maxWidth === 'number' && maxWidth > 0) style.maxWidth = `${maxWidth}px`;
  return (
    <div className={frame} style={style} part="container">
      <div className={`${inner} ${useGrid ? (gridClassNames ?? 'aem-Grid aem-Grid--12') : ''}`}>
        <slot />
      </div>
    </div>
  );
}
