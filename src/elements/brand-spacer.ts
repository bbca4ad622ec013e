import { defineElement } from './define';
import { Spacer, renderSpacerDirect } from '../react/spacer/Spacer';
import { direct } from '../react/runtime/direct';
import { spacerEmptiness } from '../core/model/emptiness/spacer';

/**
 * Vertical space, per breakpoint (mobile first). Heights are spacing-scale steps (0-10) or
 * CSS lengths; 'none' or 0 is no space. Resource type: brand/components/spacer.
 */
export const BrandSpacer = defineElement('brand-spacer', Spacer, {
  props: {
    height: { type: 'string', description: 'Height at every breakpoint unless overridden.' },
    heightXs: { type: 'string', description: 'Height from 0px.' },
    heightSm: { type: 'string', description: 'Height from 600px.' },
    heightMd: { type: 'string', description: 'Height from 900px.' },
    heightLg: { type: 'string', description: 'Height from 1200px.' },
    heightXl: { type: 'string', description: 'Height from 1536px.' },
  },
  emptiness: spacerEmptiness,
  staticContent: true,
  // Drawn without React (a page has dozens): React only for the editor, `visibleTo` or a refused height.
  direct: direct(renderSpacerDirect),
  family: 'basic',
  budgetKiB: 26,
});
