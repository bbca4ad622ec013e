import type { CSSObject } from '@emotion/serialize';

/** Present to assistive technology (and focusable when the element is), but takes no room and shows nothing. */
export const visuallyHidden: CSSObject = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
