import type { KeyboardEvent } from 'react';

/**
 * onKeyDown for a button whose activation must not repeat while Enter is held: Chrome clicks again on every
 * key repeat, so holding Enter on "Add to cart" would add, land on the mini cart's Close, close it, come back
 * and add again. The first press still clicks.
 */
export function ignoreHeldEnter(event: KeyboardEvent): void {
  if (event.key === 'Enter' && event.repeat) event.preventDefault();
}
