import type { CSSObject } from '@emotion/serialize';

/**
 * What every modal's layer and backdrop share; each dialog adds its own look with the
 * className it passes in layerProps / backdropProps (module-level functions: useThemedClass
 * caches by them).
 */

/** The full-screen layer at the modal's z-index (set inline); fades in when it opens. */
export const modalLayerStyles = (): CSSObject => ({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  '@keyframes brand-modal-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  animation: 'brand-modal-in 225ms ease-out',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

/** Covers the viewport behind the dialog; its colour is the dialog's own. */
export const modalBackdropStyles = (): CSSObject => ({
  position: 'fixed',
  inset: 0,
});
